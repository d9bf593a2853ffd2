import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { logoutRequestSchema, registerRequestSchema } from './auth';
import { analyticsPageViewSchema } from './site';
import { buildNameSchema } from './builds';
import { contactTicketRequestSchema } from './contact';
import { shippingAddressInputSchema } from './account';
import { plainText } from './text';
import { currentPasswordSchema, emailSchema, nameSchema, phoneSchema } from './validation';

const refused = 'validation:controlCharacters';
const messages = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('control characters in request texts', () => {
  it('refuses NUL, escape, DEL and C1 controls in every kind of text, with one message', () => {
    for (const control of ['\u0000', '\u001B', '\u007F', '\u0085']) {
      for (const schema of [nameSchema, emailSchema, phoneSchema, currentPasswordSchema]) {
        expect(messages(schema, `Ada${control}Lovelace`)).toEqual([refused]);
      }
      expect(messages(buildNameSchema, `Rig${control}`)).toEqual([refused]);
      expect(messages(plainText(), `/faq${control}`)).toEqual([refused]);
      expect(messages(plainText('lines'), `Hello${control}`)).toEqual([refused]);
    }
  });

  it('refuses a line break or a tab inside a single-line text, after trimming it', () => {
    expect(messages(nameSchema, 'Ada\nLovelace')).toEqual([refused]);
    expect(messages(nameSchema, 'Ada\tLovelace')).toEqual([refused]);
    expect(nameSchema.parse('  Ada Lovelace\r\n')).toBe('Ada Lovelace');
  });

  it('keeps tabs and line breaks in a message of several lines', () => {
    const message = contactTicketRequestSchema.shape.message;
    expect(message.parse('Hello,\r\n\tmy order is late.')).toBe('Hello,\r\n\tmy order is late.');
    expect(messages(message, 'Hello\u0000')).toEqual([refused]);
  });

  it('refuses one in the tokens a request carries (captcha answer, access token at logout)', () => {
    const register = registerRequestSchema.safeParse({
      email: 'ada@example.com',
      consents: { terms: true, privacy: true },
      captcha: 'answer\u0000',
    });
    expect(register.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['captcha', refused],
    ]);
    expect(messages(logoutRequestSchema, { access: 'token\u0000' })).toEqual([refused]);
  });

  it('names the field that holds one', () => {
    const result = shippingAddressInputSchema.safeParse({
      first_name: 'Ada',
      last_name: 'Lovelace',
      phone: '+447700900123',
      address: { line1: '1 High St\u0000', city: 'London', postcode: 'SW1A 1AA', country: 'GB' },
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['address.line1', refused],
    ]);
    const view = analyticsPageViewSchema.safeParse({
      tag: 'RS-GB-1001',
      path: '/',
      referrer: 'https://example.com/\u0000',
    });
    expect(view.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['referrer']);
  });
});
