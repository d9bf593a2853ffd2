import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { answerSerializerCompiler } from './plugins/answerSerializer';
import { configPlugin } from './plugins/config';
import { authPlugin } from './plugins/auth';
import { captchaPlugin } from './plugins/captcha';
import { captchaContentSources } from './services/captcha';
import { dbPlugin } from './plugins/db';
import { emailPlugin } from './plugins/email';
import { errorsPlugin } from './plugins/errors';
import { openapiPlugin } from './plugins/openapi';
import { rateLimitPlugin } from './plugins/rateLimit';
import { securityHeadersPlugin } from './plugins/securityHeaders';
import { storefrontPlugin } from './plugins/storefront';
import { healthRoutes } from './routes/health/index';
import { catalogueRoutes } from './routes/catalogue/index';
import { cmsRoutes } from './routes/cms/index';
import { siteRoutes } from './routes/site/index';
import { analyticsRoutes } from './routes/site/analytics';
import { accountRoutes } from './routes/account/index';
import { authRoutes } from './routes/auth/index';
import { contactRoutes } from './routes/contact/index';
import { addressRoutes } from './routes/address/index';
import { pcBuildRoutes } from './routes/builds/index';
import { basketRoutes } from './routes/basket/index';
import { orderRoutes } from './routes/orders/index';
import { orderSweeperPlugin } from './plugins/orderSweeper';
import { paymentsPlugin } from './plugins/payments';
import { paymentRoutes } from './routes/payments/index';
import { devMailRoutes } from './routes/dev/mail';
import { systemClock, type Clock } from './services/clock';
import type { MailTransport } from './services/email/transport';
import { responseCachePlugin } from './plugins/httpCache';
import { mediaRoutes } from './routes/media/index';

declare module 'fastify' {
  interface FastifyInstance {
    /** The time every service reads; tests replace it through `services.clock`. */
    clock: Clock;
  }
}

export interface AppOptions {
  config: Config;
  /** An open database handle (tests); the app then leaves closing it to the caller. */
  database?: DatabaseHandle;
  /** Replacements for outside services and time (tests). */
  services?: {
    clock?: Clock;
    mailTransport?: MailTransport;
    /** The HTTP client that verifies captcha answers with the provider. */
    captchaFetch?: typeof fetch;
  };
  /** How long catalogue answers are kept in this process (default 2 s; 0 reads every time). */
  catalogueCacheTtlMs?: number;
}

/** The whole shop as one plugin: infrastructure, then services, then routes. */
export const app = fp<AppOptions>(
  async (
    instance: FastifyInstance,
    { config, database, services = {}, catalogueCacheTtlMs = 2000 },
  ) => {
    const clock = services.clock ?? systemClock;
    instance.decorate('clock', clock);
    instance.setValidatorCompiler(validatorCompiler);
    instance.setSerializerCompiler(answerSerializerCompiler);

    await instance.register(configPlugin, { config });
    await instance.register(errorsPlugin);
    const captchaSources = config.captcha
      ? captchaContentSources[config.captcha.provider]
      : { script: [], frame: [] };
    // Stripe's script, its frames and its API, only when the shop takes payments through it.
    const stripeSources = config.stripe
      ? {
          script: ['https://js.stripe.com'],
          frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
          connect: ['https://api.stripe.com'],
        }
      : { script: [], frame: [], connect: [] };
    await instance.register(securityHeadersPlugin, {
      contentSecurityPolicy: {
        directives: {
          'default-src': ["'self'"],
          // Helmet's default would allow fonts from any https: host; ours are self-hosted.
          'font-src': ["'self'"],
          'img-src': ["'self'", 'data:'],
          'style-src': ["'self'", "'unsafe-inline'"],
          'script-src': ["'self'", ...captchaSources.script, ...stripeSources.script],
          'frame-src': ["'self'", ...captchaSources.frame, ...stripeSources.frame],
          'connect-src': ["'self'", ...stripeSources.connect],
          'upgrade-insecure-requests': null,
        },
      },
    });
    await instance.register(compress, { threshold: 1024 });
    await instance.register(cookie);
    await instance.register(dbPlugin, database ? { database } : {});
    await instance.register(openapiPlugin);
    await instance.register(rateLimitPlugin, { clock });
    await instance.register(
      emailPlugin,
      services.mailTransport ? { transport: services.mailTransport } : {},
    );
    await instance.register(authPlugin, { clock });
    await instance.register(paymentsPlugin, { clock });
    await instance.register(orderSweeperPlugin, { clock });
    await instance.register(
      captchaPlugin,
      services.captchaFetch ? { fetch: services.captchaFetch } : {},
    );
    await instance.register(responseCachePlugin, { ttlMs: catalogueCacheTtlMs });

    await instance.register(healthRoutes);
    await instance.register(siteRoutes);
    await instance.register(analyticsRoutes);
    await instance.register(cmsRoutes);
    await instance.register(catalogueRoutes);
    await instance.register(authRoutes);
    await instance.register(accountRoutes);
    await instance.register(contactRoutes);
    await instance.register(addressRoutes);
    await instance.register(pcBuildRoutes);
    await instance.register(basketRoutes);
    await instance.register(orderRoutes);
    await instance.register(paymentRoutes);
    if (config.DEV_OUTBOX) await instance.register(devMailRoutes);
    await instance.register(mediaRoutes);

    await instance.register(storefrontPlugin);
  },
  { name: 'pcshop' },
);
