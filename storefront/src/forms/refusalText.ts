import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRefusal, NetworkFailure } from '@pcshop/stores';

/**
 * Each refused field's first translated message key (`{ email: 'validation:emailTaken' }`); the
 * server names nested fields by their path (`address.line1`). Here, not on ApiRefusal, so that
 * only the pages with a form load it.
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
 * The text a page shows for a refused call: the refusal's own message (`validation:emailTaken`
 * …), else the generic one; the network's for a call that got no answer.
 */
export function useRefusalText(): (error: unknown) => string {
  const { t } = useTranslation('account');
  return useCallback(
    (error: unknown) => {
      if (error instanceof ApiRefusal) {
        return error.messageKey ? t(error.messageKey) : t('errors.generic');
      }
      if (error instanceof NetworkFailure) return t('errors.network');
      return t('errors.generic');
    },
    [t],
  );
}
