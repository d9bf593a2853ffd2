import { z } from 'zod';
import { countryCodeSchema, type CountryCode } from './common';
import {
  fieldLimits,
  validationMessage,
  type ValidationKey,
  type ValidationMessage,
  type TextKind,
} from '../constants/index';
import { controlFree } from './text';

export {
  fieldLimits,
  validationKeys,
  validationMessage,
  type ValidationKey,
  type ValidationMessage,
} from '../constants/index';

/**
 * Field rules of the source document §5, shared by the forms (zod + react-hook-form) and the
 * server. Every message is a key of the `validation` namespace (locales/<locale>/validation.json):
 * the server returns these keys in `error.fields`, the client shows them translated.
 */

const error = (key: ValidationKey) => ({ error: validationMessage(key) });

/** A required text of one line, or of several: blank after trimming is `required`. */
export const requiredString = (kind: TextKind = 'line') =>
  z
    .string(error('required'))
    .trim()
    .min(1, { ...error('required'), abort: true })
    .check(controlFree(kind));

/** True when every letter of the text is of the Latin script (accents such as é, ß, ñ included). */
export function usesLatinLettersOnly(value: string): boolean {
  return !/\p{L}/u.test(value.replace(/\p{Script=Latin}/gu, ''));
}

/** Printable ASCII: the Latin alphabet, digits, space and the usual special characters. */
const PASSWORD_CHARACTERS = /^[\x20-\x7E]*$/;

export const emailSchema = requiredString()
  .max(fieldLimits.emailMax, error('emailTooLong'))
  .pipe(z.email(error('emailFormat')));

/** A new password: every rule of §5 reports its own message. */
export const passwordSchema = z
  .string(error('required'))
  .min(1, { ...error('required'), abort: true })
  .min(fieldLimits.passwordMin, error('passwordTooShort'))
  .max(fieldLimits.passwordMax, error('passwordTooLong'))
  .regex(PASSWORD_CHARACTERS, error('latinOnly'))
  .refine((value) => /[a-z]/.test(value) && /[A-Z]/.test(value), error('passwordCase'))
  .regex(/\d/, error('passwordNumber'))
  .regex(/[^A-Za-z0-9\s]/, error('passwordSpecial'));

/** A password being checked (login, old password): required and bounded, never re-judged. */
export const currentPasswordSchema = z
  .string(error('required'))
  .min(1, { ...error('required'), abort: true })
  .max(fieldLimits.passwordMax, error('passwordTooLong'))
  .check(controlFree());

/** A full name, first name or surname. */
export const nameSchema = requiredString()
  .max(fieldLimits.nameMax, error('nameTooLong'))
  .refine(usesLatinLettersOnly, error('latinOnly'));

const boundedText = (max: number) =>
  requiredString().max(max, error('textTooLong')).refine(usesLatinLettersOnly, error('latinOnly'));

/**
 * Country code and length of the national number (E.164) in each shipping country: the UK +44
 * with 9–10 digits, France +33 with 9, Italy +39 with 6–11, Spain +34 with 9, Germany +49 with 6–13.
 */
export const phoneFormats: Record<CountryCode, RegExp> = {
  GB: /^\+44[1-9]\d{8,9}$/,
  FR: /^\+33[1-9]\d{8}$/,
  IT: /^\+39[03]\d{5,10}$/,
  ES: /^\+34[6-9]\d{8}$/,
  DE: /^\+49[1-9]\d{5,12}$/,
};

/** `+44 7700 900-123`, `0044 (7700) 900123` → `+447700900123`. */
export function normalisePhone(raw: string): string {
  const compact = raw.trim().replace(/[\s().-]/g, '');
  return compact.startsWith('00') ? `+${compact.slice(2)}` : compact;
}

export const isValidPhone = (value: string) =>
  Object.values(phoneFormats).some((format) => format.test(normalisePhone(value)));

/** A phone number written with its country code, stored normalised (E.164). */
export const phoneSchema = requiredString()
  .refine(isValidPhone, error('phoneInvalid'))
  .transform(normalisePhone);

/** Postcode formats of the shipping countries (upper case, single space in UK postcodes). */
export const postcodeFormats: Record<CountryCode, RegExp> = {
  GB: /^[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}$/,
  FR: /^\d{5}$/,
  IT: /^\d{5}$/,
  ES: /^(0[1-9]|[1-4]\d|5[0-2])\d{3}$/,
  DE: /^\d{5}$/,
};

/** `sw1a1aa` → `SW1A 1AA`; other countries' postcodes only lose surrounding space. */
export function normalisePostcode(raw: string, country: CountryCode): string {
  const value = raw.trim().toUpperCase();
  if (country !== 'GB') return value;
  const compact = value.replace(/\s+/g, '');
  return compact.length > 3 ? `${compact.slice(0, -3)} ${compact.slice(-3)}` : compact;
}

const EARLIEST_BIRTH_DATE = '1900-01-01';

/** A calendar date `YYYY-MM-DD`, from 1900 to today. */
export function isValidDateOfBirth(value: string, today = new Date()): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return false;
  return value >= EARLIEST_BIRTH_DATE && value <= today.toISOString().slice(0, 10);
}

export const dateOfBirthSchema = z
  .string(error('dateOfBirthInvalid'))
  .refine((value) => isValidDateOfBirth(value), error('dateOfBirthInvalid'));

/** An optional field: an empty or blank input means "none" (null). */
export const blankAsNull = <T extends z.ZodType<string, string>>(schema: T) =>
  z
    .union([z.null(), z.string()])
    .transform((value) => value?.trim() || null)
    .pipe(schema.nullable());

/** A country the shop ships to, picked from the list. */
export const shippingCountrySchema = z.enum(countryCodeSchema.options, error('selectFromList'));

export const addressSchema = z
  .object({
    line1: boundedText(fieldLimits.addressLineMax),
    line2: blankAsNull(boundedText(fieldLimits.addressLineMax)).default(null),
    city: boundedText(fieldLimits.cityMax),
    postcode: requiredString().max(fieldLimits.postcodeMax, error('postcodeInvalid')),
    country: shippingCountrySchema,
  })
  .superRefine((address, ctx) => {
    const normalised = normalisePostcode(address.postcode, address.country);
    if (address.postcode && !postcodeFormats[address.country].test(normalised)) {
      ctx.addIssue({
        code: 'custom',
        path: ['postcode'],
        message: validationMessage('postcodeInvalid'),
      });
    }
  })
  .transform((address) => ({
    ...address,
    postcode: normalisePostcode(address.postcode, address.country),
  }));

/** The repeated password of a form (the API takes the password once). */
export const passwordConfirmationSchema = z
  .string(error('required'))
  .min(1, { ...error('required'), abort: true });

/** A form's `password` and `password_confirmation` must match (`.refine(passwordsMatch, passwordsMismatch)`). */
export const passwordsMatch = (value: { password: string; password_confirmation: string }) =>
  value.password === value.password_confirmation;
export const passwordsMismatch: { error: ValidationMessage; path: PropertyKey[] } = {
  ...error('passwordsMismatch'),
  path: ['password_confirmation'],
};
