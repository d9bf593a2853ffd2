import { validationMessage } from '@pcshop/stores/schemas';
import type { Config } from '../config';
import { HttpError } from './errors';

export type CaptchaSettings = NonNullable<Config['captcha']>;

const verifyUrls: Record<CaptchaSettings['provider'], string> = {
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
  recaptcha: 'https://www.google.com/recaptcha/api/siteverify',
};

/**
 * What the storefront's Content Security Policy must allow for the provider's script and widget
 * frame (Cloudflare's and Google's documented sources).
 */
export const captchaContentSources: Record<
  CaptchaSettings['provider'],
  { script: string[]; frame: string[] }
> = {
  turnstile: {
    script: ['https://challenges.cloudflare.com'],
    frame: ['https://challenges.cloudflare.com'],
  },
  recaptcha: {
    script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
    frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
  },
};

/** `ok`: a human; `failed`: no or a wrong answer; `unavailable`: the provider could not be asked. */
export type CaptchaVerdict = 'ok' | 'failed' | 'unavailable';

export interface CaptchaVerifier {
  /** True when a captcha is configured, so forms must send an answer. */
  readonly enabled: boolean;
  verify(answer: string | undefined, remoteIp: string): Promise<CaptchaVerdict>;
}

/**
 * Verifies a captcha answer server-side with the configured provider (Turnstile or reCAPTCHA);
 * without a configured captcha every request passes.
 */
export function captchaVerifier(
  settings: CaptchaSettings | null,
  log: (error: unknown) => void,
  fetchImpl: typeof fetch = fetch,
): CaptchaVerifier {
  return {
    enabled: settings !== null,
    async verify(answer, remoteIp) {
      if (!settings) return 'ok';
      if (!answer) return 'failed';
      try {
        const response = await fetchImpl(settings.verifyUrl ?? verifyUrls[settings.provider], {
          method: 'POST',
          body: new URLSearchParams({
            secret: settings.secret,
            response: answer,
            remoteip: remoteIp,
          }),
          signal: AbortSignal.timeout(5000),
        });
        if (!response.ok) {
          log(new Error(`captcha provider answered ${response.status}`));
          return 'unavailable';
        }
        const result = (await response.json()) as { success?: unknown };
        return result.success === true ? 'ok' : 'failed';
      } catch (error) {
        log(error);
        return 'unavailable';
      }
    },
  };
}

/** Refuses the request unless the captcha answer is accepted: 400 for a wrong one, 503 if unsure. */
export async function requireHuman(
  verifier: CaptchaVerifier,
  answer: string | undefined,
  remoteIp: string,
): Promise<void> {
  const verdict = await verifier.verify(answer, remoteIp);
  if (verdict === 'failed') {
    throw new HttpError(400, 'captcha_failed', 'The captcha answer was not accepted', {
      captcha: [validationMessage('captchaFailed')],
    });
  }
  if (verdict === 'unavailable') {
    throw new HttpError(503, 'captcha_unavailable', 'The captcha could not be verified; try again');
  }
}
