import { createServer } from 'node:http';
import { startShop, type Shop } from './shopProcess';

export { listen, type Shop } from './shopProcess';

/** A shop of its own for the captcha e2e, and the fake siteverify it asks. */

/** The secret the shops are configured with; the fake siteverify accepts no other. */
export const SECRET = 'fake-secret';

interface Verification {
  secret: string | null;
  response: string | null;
}

/** The provider's siteverify: accepts every token unless told to refuse the next one. */
export function startFakeVerifier() {
  const verifications: Verification[] = [];
  let refuseNext = false;
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const form = new URLSearchParams(body);
      verifications.push({ secret: form.get('secret'), response: form.get('response') });
      const success = !refuseNext && form.get('secret') === SECRET;
      refuseNext = false;
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ success }));
    });
  });
  return {
    server,
    verifications,
    refuseNext: () => (refuseNext = true),
  };
}

/** The real shop on a fresh embedded database, with this captcha provider configured. */
export function startCaptchaShop(captcha: {
  provider: string;
  siteKey: string;
  verifyUrl: string;
}): Promise<Shop> {
  return startShop(`captcha-${captcha.provider}`, {
    CAPTCHA_PROVIDER: captcha.provider,
    CAPTCHA_SECRET: SECRET,
    CAPTCHA_SITE_KEY: captcha.siteKey,
    CAPTCHA_VERIFY_URL: captcha.verifyUrl,
  });
}
