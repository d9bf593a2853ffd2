import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRefusal } from '@pcshop/stores';

/**
 * Each refused field's first translated message key (`{ email: 'validation:emailTaken' }`). Here,
 * not on ApiRefusal, so that only the forms' pages load it.
 */
export function refusedFields(error: unknown): Partial<Record<string, string>> {
  if (!(error instanceof ApiRefusal)) return {};
  return Object.fromEntries(
    Object.entries(error.fields).flatMap(([field, messages]) =>
      messages[0]?.startsWith('validation:') ? [[field, messages[0]]] : [],
    ),
  );
}

/**
 * Translates the shared schemas' messages (`validation:required` …) and turns a refused call
 * into the form-level text the page shows.
 */
export function useFormText() {
  const { t } = useTranslation('account');
  const fieldError = useCallback(
    (message: string | undefined, field?: string) =>
      message ? t(message, { field: field ?? '' }) : undefined,
    [t],
  );
  const failureText = useCallback(
    (error: unknown) => {
      if (!(error instanceof ApiRefusal)) return t('errors.network');
      return error.messageKey ? t(error.messageKey) : t('errors.generic');
    },
    [t],
  );
  return { t, fieldError, failureText };
}
