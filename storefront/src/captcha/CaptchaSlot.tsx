import type { Ref, RefCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '@pcshop/design-system';
import type { CaptchaProviderName } from '@pcshop/stores';
import { validationMessage } from '@pcshop/stores/constants';
import type { CaptchaProblem } from './formCaptcha';
import * as styles from './captcha.css';

export interface CaptchaSlotProps {
  /** The configured provider, whose widget's room is kept; null when there is none (or not known). */
  provider: CaptchaProviderName | null;
  problem: CaptchaProblem;
  widgetRef: RefCallback<HTMLDivElement>;
  messageRef: Ref<HTMLDivElement>;
}

const messages = {
  notLoaded: validationMessage('captchaNotLoaded'),
  notAnswered: validationMessage('captchaNotAnswered'),
} as const;

/** The form's captcha: the provider's widget, and what the form has to say about it. */
export function CaptchaSlot({ provider, problem, widgetRef, messageRef }: CaptchaSlotProps) {
  const { t } = useTranslation('validation');
  return (
    <div className={provider ? styles.box[provider] : undefined}>
      <div ref={widgetRef} className={styles.widget} />
      <FormError ref={messageRef} message={problem ? t(messages[problem]) : undefined} />
    </div>
  );
}
