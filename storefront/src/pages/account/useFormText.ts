import { useTranslation } from 'react-i18next';

/** The account pages' texts (the `account` namespace). */
export function useFormText() {
  const { t } = useTranslation('account');
  return { t };
}
