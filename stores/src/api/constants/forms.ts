/**
 * Every message of a refused field or form is a key of the `validation` namespace
 * (locales/<locale>/validation.json): the server returns these keys, the client translates them.
 */
export const validationKeys = [
  'required',
  'emailFormat',
  'emailTooLong',
  'passwordTooShort',
  'passwordTooLong',
  'passwordCase',
  'passwordNumber',
  'passwordSpecial',
  'passwordsMismatch',
  'latinOnly',
  'nameTooLong',
  'textTooLong',
  'controlCharacters',
  'phoneInvalid',
  'postcodeInvalid',
  'selectFromList',
  'dateOfBirthInvalid',
  'emailTaken',
  'invalidCredentials',
  'oldPasswordIncorrect',
  'linkInvalid',
  'addressLimitReached',
  'captchaFailed',
  'captchaNotLoaded',
  'captchaNotAnswered',
  'captchaUnavailable',
  'tooManyAttempts',
] as const;
export type ValidationKey = (typeof validationKeys)[number];
export type ValidationMessage = `validation:${ValidationKey}`;

export const validationMessage = (key: ValidationKey): ValidationMessage => `validation:${key}`;

/**
 * Bounds the source document leaves open (§9), chosen here: a password of 8 to 128 characters
 * (long passphrases fit, and hashing stays cheap), names up to 100 characters, an email address
 * up to 254 (RFC 5321's path limit), address lines up to 120.
 */
export const fieldLimits = {
  passwordMin: 8,
  passwordMax: 128,
  nameMax: 100,
  emailMax: 254,
  addressLineMax: 120,
  cityMax: 80,
  postcodeMax: 10,
  maxSavedAddresses: 6,
} as const;

/** Stable error codes of the auth and account calls, and the `validation` text each one shows. */
export const authErrorMessages = {
  email_taken: validationMessage('emailTaken'),
  invalid_credentials: validationMessage('invalidCredentials'),
  old_password_incorrect: validationMessage('oldPasswordIncorrect'),
  link_invalid: validationMessage('linkInvalid'),
  address_limit_reached: validationMessage('addressLimitReached'),
  captcha_failed: validationMessage('captchaFailed'),
  captcha_unavailable: validationMessage('captchaUnavailable'),
  rate_limited: validationMessage('tooManyAttempts'),
} as const satisfies Record<string, ValidationMessage>;
export type AuthErrorCode = keyof typeof authErrorMessages;

/** The most drafts one customer keeps; the next one is refused (409 `too_many_drafts`). */
export const MAX_DRAFTS = 50;
