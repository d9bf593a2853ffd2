import { createContext, useCallback, useContext, useState } from 'react';
import { useStores } from '@pcshop/stores/react';
import { FormCaptcha, type CaptchaProviders } from './formCaptcha';
import { browserCaptchaProviders } from './providers';
import * as styles from './captcha.css';

/** The captcha providers' browser side; tests put fakes here. */
export const CaptchaProvidersContext = createContext<CaptchaProviders>(browserCaptchaProviders);

/**
 * The captcha of one form. Render `<div {...slot} />` inside the form, where the provider's widget
 * shows; on submit send `await answer()` (undefined when no captcha is configured) and call
 * `used()` afterwards.
 */
export function useFormCaptcha() {
  const { captcha, clock } = useStores();
  const providers = useContext(CaptchaProvidersContext);
  const [form] = useState(
    () =>
      new FormCaptcha({
        settings: () => captcha.load(),
        providers,
        clock,
        log: (message, error) => console.error(message, error),
      }),
  );
  const ref = useCallback(
    (element: HTMLDivElement | null) => {
      if (!element) return;
      form.attach(element);
      return () => form.detach();
    },
    [form],
  );
  const answer = useCallback(() => form.answer(), [form]);
  const used = useCallback(() => form.used(), [form]);
  return { slot: { ref, className: styles.slot }, answer, used };
}
