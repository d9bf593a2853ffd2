import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createPasswordFormSchema } from './auth';
import { accountUserPatchSchema, shippingAddressInputSchema } from './account';
import {
  addressSchema,
  dateOfBirthSchema,
  emailSchema,
  fieldLimits,
  nameSchema,
  passwordSchema,
  phoneSchema,
  validationKeys,
} from './validation';

const messages = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};
const messagesAt = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('validation messages', () => {
  it('are all keys of the validation catalogue', () => {
    const catalogue = path.resolve(
      path.dirname(fileURLToPath(import.meta.url)),
      '../../../../locales/en-US/validation.json',
    );
    const keys = Object.keys(JSON.parse(readFileSync(catalogue, 'utf8')) as object);
    expect([...validationKeys].sort()).toEqual(keys.sort());
  });
});

describe('emailSchema', () => {
  it('asks for a value, then for a valid address', () => {
    expect(messages(emailSchema, '')).toEqual(['validation:required']);
    expect(messages(emailSchema, undefined)).toEqual(['validation:required']);
    expect(messages(emailSchema, 'not-an-email')).toEqual(['validation:emailFormat']);
    expect(messages(emailSchema, `${'a'.repeat(250)}@b.co`)).toContain('validation:emailTooLong');
  });

  it('trims the address', () => {
    expect(emailSchema.parse('  Ada@Example.com ')).toBe('Ada@Example.com');
  });
});

describe('passwordSchema (source document §5)', () => {
  it('reports each missing rule with its own message', () => {
    expect(messages(passwordSchema, '')).toEqual(['validation:required']);
    expect(messages(passwordSchema, 'Ab1!')).toEqual(['validation:passwordTooShort']);
    expect(messages(passwordSchema, 'alllower1!')).toEqual(['validation:passwordCase']);
    expect(messages(passwordSchema, 'ALLUPPER1!')).toEqual(['validation:passwordCase']);
    expect(messages(passwordSchema, 'NoNumber!!')).toEqual(['validation:passwordNumber']);
    expect(messages(passwordSchema, 'NoSpecial12')).toEqual(['validation:passwordSpecial']);
    expect(messages(passwordSchema, `Aa1!${'x'.repeat(fieldLimits.passwordMax)}`)).toEqual([
      'validation:passwordTooLong',
    ]);
  });

  it('accepts only the Latin alphabet', () => {
    expect(messages(passwordSchema, 'Пароль1!Aa')).toContain('validation:latinOnly');
    expect(messages(passwordSchema, 'Crème1!brûlée')).toEqual(['validation:latinOnly']);
  });

  it('accepts a password that follows every rule, spaces included', () => {
    expect(passwordSchema.parse('Correct horse 1!')).toBe('Correct horse 1!');
  });

  it('makes the form repeat the password', () => {
    expect(
      messagesAt(createPasswordFormSchema, {
        password: 'Sup3r$ecret',
        password_confirmation: 'Sup3r$ecreT',
      }),
    ).toEqual({ password_confirmation: 'validation:passwordsMismatch' });
    expect(
      createPasswordFormSchema.safeParse({
        password: 'Sup3r$ecret',
        password_confirmation: 'Sup3r$ecret',
      }).success,
    ).toBe(true);
  });
});

describe('nameSchema', () => {
  it('takes Latin letters with accents and refuses other scripts', () => {
    expect(nameSchema.parse(' Zoë Núñez-Weiß ')).toBe('Zoë Núñez-Weiß');
    expect(messages(nameSchema, 'Иван Петров')).toEqual(['validation:latinOnly']);
  });

  it(`refuses more than ${fieldLimits.nameMax} characters`, () => {
    expect(messages(nameSchema, 'a'.repeat(fieldLimits.nameMax + 1))).toEqual([
      'validation:nameTooLong',
    ]);
    expect(messages(nameSchema, 'a'.repeat(fieldLimits.nameMax))).toEqual([]);
  });
});

describe('phoneSchema', () => {
  it.each([
    ['+44 7700 900123', '+447700900123'],
    ['0033 6 12 34 56 78', '+33612345678'],
    ['+39 312 345 6789', '+393123456789'],
    ['+34 612-345-678', '+34612345678'],
    ['+49 (30) 1234567', '+49301234567'],
  ])('normalises %s of a shipping country to %s', (input, stored) => {
    expect(phoneSchema.parse(input)).toBe(stored);
  });

  it.each(['07700 900123', '+1 202 555 0123', '+44 12', '+33 0612345678', 'call me'])(
    'refuses %s',
    (input) => {
      expect(messages(phoneSchema, input)).toEqual(['validation:phoneInvalid']);
    },
  );
});

describe('dateOfBirthSchema', () => {
  it('takes a real calendar date between 1900 and today', () => {
    expect(dateOfBirthSchema.parse('1990-02-28')).toBe('1990-02-28');
    for (const value of ['1990-02-30', '1899-12-31', '2999-01-01', '28/02/1990']) {
      expect(messages(dateOfBirthSchema, value)).toEqual(['validation:dateOfBirthInvalid']);
    }
  });
});

describe('addressSchema', () => {
  const address = {
    line1: '10 Downing Street',
    city: 'London',
    postcode: 'sw1a2aa',
    country: 'GB',
  };

  it('normalises the postcode of the country and makes line 2 optional', () => {
    expect(addressSchema.parse(address)).toEqual({ ...address, line2: null, postcode: 'SW1A 2AA' });
    expect(addressSchema.parse({ ...address, line2: '  ' }).line2).toBeNull();
  });

  it('checks the postcode against the country', () => {
    expect(messagesAt(addressSchema, { ...address, country: 'FR' })).toEqual({
      postcode: 'validation:postcodeInvalid',
    });
    expect(addressSchema.parse({ ...address, postcode: '75008', country: 'FR' }).postcode).toBe(
      '75008',
    );
  });

  it('asks to pick the country from the list', () => {
    expect(messagesAt(addressSchema, { ...address, country: 'US' })).toEqual({
      country: 'validation:selectFromList',
    });
  });

  it('reports every missing field of a shipping address as required', () => {
    expect(messagesAt(shippingAddressInputSchema, { address: {} })).toEqual({
      first_name: 'validation:required',
      last_name: 'validation:required',
      phone: 'validation:required',
      'address.line1': 'validation:required',
      'address.city': 'validation:required',
      'address.postcode': 'validation:required',
      'address.country': 'validation:selectFromList',
    });
  });
});

describe('accountUserPatchSchema', () => {
  it('clears the optional fields with an empty value and leaves absent ones out', () => {
    expect(accountUserPatchSchema.parse({ mobile_number: '', date_of_birth: null })).toEqual({
      mobile_number: null,
      date_of_birth: null,
    });
    expect(accountUserPatchSchema.parse({})).toEqual({});
  });
});
