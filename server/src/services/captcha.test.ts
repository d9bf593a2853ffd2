import { describe, expect, it, vi } from 'vitest';
import { captchaVerifier } from './captcha';

const asked = () => {
  const urls: string[] = [];
  const fetchImpl: typeof fetch = async (url) => {
    urls.push(String(url));
    return Response.json({ success: true });
  };
  return { urls, fetchImpl };
};

describe('captchaVerifier', () => {
  it('asks the provider’s own siteverify address', async () => {
    const { urls, fetchImpl } = asked();
    const verifier = captchaVerifier(
      { provider: 'turnstile', secret: 's', siteKey: 'k' },
      vi.fn(),
      fetchImpl,
    );
    expect(await verifier.verify('answer', '203.0.113.9')).toBe('ok');
    expect(urls).toEqual(['https://challenges.cloudflare.com/turnstile/v0/siteverify']);
  });

  it('asks CAPTCHA_VERIFY_URL instead when one is configured', async () => {
    const { urls, fetchImpl } = asked();
    const verifier = captchaVerifier(
      { provider: 'recaptcha', secret: 's', siteKey: 'k', verifyUrl: 'http://127.0.0.1:9/verify' },
      vi.fn(),
      fetchImpl,
    );
    expect(await verifier.verify('answer', '203.0.113.9')).toBe('ok');
    expect(urls).toEqual(['http://127.0.0.1:9/verify']);
  });
});
