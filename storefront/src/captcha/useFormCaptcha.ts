import {
  createContext,
  use,
  useCallback,
  useContext,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '@pcshop/stores/react';
import { reveal } from '../forms/reveal';
import { FormCaptcha, type CaptchaProviders } from './formCaptcha';
import { browserCaptchaProviders } from './providers';
import type { CaptchaSlotProps } from './CaptchaSlot';

/** The captcha providers' browser side; tests put fakes here. */
export const CaptchaProvidersContext = createContext<CaptchaProviders>(browserCaptchaProviders);

/**
 * The captcha of one form. Render `<CaptchaSlot {...slot} />` inside the form, where the
 * provider's widget shows; on submit stop unless `readyToSend()`, send `await answer()`
 * (undefined when no captcha is configured) and call `used()` afterwards. The form waits for the
 * captcha settings before it shows, so that it paints with the widget's room already kept.
 */
export function useFormCaptcha() {
  const { captcha, clock } = useStores();
  const settings = use(captcha.known());
  const providers = useContext(CaptchaProvidersContext);
  const { i18n } = useTranslation();
  const locale = i18n.language;
  const [form] = useState(
    () =>
      new FormCaptcha({
        settings: () => captcha.load(),
        providers,
        clock,
        log: (message, error) => console.error(message, error),
      }),
  );
  const problem = useSyncExternalStore(form.subscribe, form.problem, form.problem);
  const widget = useRef<HTMLDivElement>(null);
  const messageRef = useRef<HTMLDivElement>(null);
  const widgetRef = useCallback(
    (element: HTMLDivElement | null) => {
      if (!element) return;
      widget.current = element;
      form.attach(element, locale);
      return () => form.detach();
    },
    [form, locale],
  );
  const readyToSend = useCallback(() => {
    if (form.readyToSend()) return true;
    reveal(widget.current?.querySelector('iframe') ?? messageRef.current);
    return false;
  }, [form]);
  const answer = useCallback(() => form.answer(), [form]);
  const used = useCallback(() => form.used(), [form]);
  const slot: CaptchaSlotProps = {
    provider: settings?.site_key ? settings.provider : null,
    problem,
    widgetRef,
    messageRef,
  };
  return { slot, readyToSend, answer, used };
}
