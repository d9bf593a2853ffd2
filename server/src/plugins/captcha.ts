import fp from 'fastify-plugin';
import { captchaVerifier, type CaptchaVerifier } from '../services/captcha';

declare module 'fastify' {
  interface FastifyInstance {
    captcha: CaptchaVerifier;
  }
}

export interface CaptchaPluginOptions {
  /** The HTTP client that asks the provider (tests give a fake one). */
  fetch?: typeof fetch;
}

/** The captcha of the public forms: off unless `CAPTCHA_PROVIDER` is set, verified server-side. */
export const captchaPlugin = fp<CaptchaPluginOptions>(
  async (app, options) => {
    app.decorate(
      'captcha',
      captchaVerifier(
        app.config.captcha,
        (error) => app.log.error({ err: error }, 'captcha provider could not be asked'),
        options.fetch,
      ),
    );
  },
  { name: 'captcha', dependencies: ['config'] },
);
