import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PasswordFieldLabels, PasswordRule } from '@pcshop/design-system';
import { fieldLimits } from '@pcshop/stores/constants';

/** The password field's labels and the live rules of source document §5. */
export function usePasswordField(): { labels: PasswordFieldLabels; rules: PasswordRule[] } {
  const { t } = useTranslation('account');
  return useMemo(
    () => ({
      labels: {
        show: t('password.show'),
        hide: t('password.hide'),
        met: t('password.met'),
        unmet: t('password.unmet'),
        rules: t('password.rulesHeading'),
      },
      rules: [
        {
          id: 'length',
          label: t('password.ruleLength', { min: fieldLimits.passwordMin }),
          test: (value) => value.length >= fieldLimits.passwordMin,
        },
        {
          id: 'case',
          label: t('password.ruleCase'),
          test: (value) => /[a-z]/.test(value) && /[A-Z]/.test(value),
        },
        { id: 'number', label: t('password.ruleNumber'), test: (value) => /\d/.test(value) },
        {
          id: 'special',
          label: t('password.ruleSpecial'),
          test: (value) => /[^A-Za-z0-9\s]/.test(value),
        },
      ],
    }),
    [t],
  );
}
