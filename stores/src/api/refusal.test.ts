import { describe, expect, it } from 'vitest';
import { ApiRefusal } from './refusal';

describe('ApiRefusal.messageKey', () => {
  it("names the form's message of a code the shop knows", () => {
    const refusal = new ApiRefusal({ status: 409, code: 'email_taken', message: 'Taken' });
    expect(refusal.messageKey).toBe('validation:emailTaken');
  });

  it('reads any 429 as too many attempts, with or without our code', () => {
    const ours = new ApiRefusal({ status: 429, code: 'rate_limited', message: 'Slow down' });
    const proxy = new ApiRefusal({ status: 429, code: 'http_429', message: 'Too Many Requests' });
    expect(proxy.messageKey).toBe('validation:tooManyAttempts');
    expect(ours.messageKey).toBe(proxy.messageKey);
  });

  it('has none for a refusal the form has no words for', () => {
    expect(new ApiRefusal({ status: 500, code: 'http_500', message: 'x' }).messageKey).toBeNull();
  });
});
