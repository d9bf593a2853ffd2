import { z } from 'zod';
import { messageLocaleSchema } from './editions';
import { plainText } from './text';
import {
  currentPasswordSchema,
  emailSchema,
  passwordSchema,
  passwordConfirmationSchema,
  passwordsMatch,
  passwordsMismatch,
  validationMessage,
} from './validation';

export { authErrorMessages, type AuthErrorCode } from '../constants/index';

/** A captcha answer, when the server has a captcha configured (`GET /api/auth/captcha`). */
const captchaField = plainText().min(1).max(4096).optional();

const consentRequired = z.literal(true, { error: validationMessage('required') });

/** `POST /api/auth/register`: the terms and privacy consents are required, marketing is optional. */
export const registerRequestSchema = z.object({
  email: emailSchema,
  consents: z.object({
    terms: consentRequired,
    privacy: consentRequired,
    marketing: z.boolean().default(false),
  }),
  /** The language of the emails; the edition of the `country` query when absent. */
  locale: messageLocaleSchema.optional(),
  /**
   * Where the emailed link brings the new customer back once the password is set (the checkout,
   * for one who registered there): a path of this shop, never another site.
   */
  return_to: z
    .string()
    .max(200)
    .regex(/^\/(?![/\\])[\w\-./?=&%]*$/, 'Not a path of this shop')
    .optional(),
  captcha: captchaField,
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;
export type Registration = z.output<typeof registerRequestSchema>;

/** An acknowledgement whose `message` is for logs; the client shows its own translated text. */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** A single-use token from an emailed link: 43 url-safe characters (32 random bytes). */
export const emailedTokenSchema = z
  .string(validationMessage('linkInvalid'))
  .regex(/^[A-Za-z0-9_-]{43}$/, validationMessage('linkInvalid'));

/** `POST /api/auth/create_password`: the token of the `/create-password/{token}` link. */
export const createPasswordRequestSchema = z.object({
  token: emailedTokenSchema,
  password: passwordSchema,
});
export type CreatePasswordRequest = z.input<typeof createPasswordRequestSchema>;

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: currentPasswordSchema,
  remember: z.boolean().default(false),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

/**
 * A signed-in answer (login, create password, refresh): the short-lived access JWT and the session's
 * end. The refresh token is never in a body: it rides in an HttpOnly cookie scripts cannot read.
 */
export const sessionAccessSchema = z.object({
  access: z.string(),
  /** When the session ends whatever happens (ISO 8601): one month after a login without remember me. */
  session_end: z.iso.datetime({ offset: true }),
});
export type SessionAccess = z.infer<typeof sessionAccessSchema>;

/** `POST /api/auth/refresh`: an empty JSON object, the refresh token being in its cookie. */
export const refreshRequestSchema = z.strictObject({});
export type RefreshRequest = z.infer<typeof refreshRequestSchema>;

/** `POST /api/auth/logout`: the session of the refresh cookie ends, and that of `access` if given. */
export const logoutRequestSchema = z.strictObject({ access: plainText().max(4096).optional() });
export type LogoutRequest = z.infer<typeof logoutRequestSchema>;

export const askForPasswordResetRequestSchema = z.object({
  email: emailSchema,
  captcha: captchaField,
});
export type AskForPasswordResetRequest = z.input<typeof askForPasswordResetRequestSchema>;

/** `POST /api/account/{id}/reset_password`: `id` and `token` come from the emailed link. */
export const resetPasswordParamsSchema = z.object({ id: z.uuid() });
export const resetPasswordRequestSchema = z.object({
  token: emailedTokenSchema,
  password: passwordSchema,
});
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;

export const changePasswordRequestSchema = z.object({
  old_password: currentPasswordSchema,
  password: passwordSchema,
});
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

export const captchaProviders = ['turnstile', 'recaptcha'] as const;

/** `GET /api/auth/captcha`: which captcha the forms load, if any. */
export const captchaSettingsSchema = z.object({
  provider: z.enum(captchaProviders).nullable(),
  site_key: z.string().nullable(),
});
export type CaptchaSettings = z.infer<typeof captchaSettingsSchema>;

/** Forms: the API takes one password, the forms ask for it twice. */
export const createPasswordFormSchema = z
  .object({ password: passwordSchema, password_confirmation: passwordConfirmationSchema })
  .refine(passwordsMatch, passwordsMismatch);
export const changePasswordFormSchema = z
  .object({
    old_password: currentPasswordSchema,
    password: passwordSchema,
    password_confirmation: passwordConfirmationSchema,
  })
  .refine(passwordsMatch, passwordsMismatch);
