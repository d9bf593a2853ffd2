import { authErrorMessages } from '@pcshop/stores/schemas';
import { HttpError } from '../errors';

/** The failures of the auth and account calls: a stable code, an English message, field keys. */
export const authErrors = {
  emailTaken: () =>
    new HttpError(409, 'email_taken', 'A user with such an email has already been registered', {
      email: [authErrorMessages.email_taken],
    }),
  invalidCredentials: () =>
    new HttpError(401, 'invalid_credentials', 'Your Email Address or Password is incorrect.'),
  linkInvalid: () =>
    new HttpError(400, 'link_invalid', 'This link is invalid or has expired', {
      token: [authErrorMessages.link_invalid],
    }),
  unauthorized: () => new HttpError(401, 'unauthorized', 'Sign in to continue'),
  sessionEnded: () => new HttpError(401, 'session_ended', 'The session has ended; sign in again'),
  oldPasswordIncorrect: () =>
    new HttpError(400, 'old_password_incorrect', 'The current password is incorrect', {
      old_password: [authErrorMessages.old_password_incorrect],
    }),
  emailUnavailable: () =>
    new HttpError(503, 'email_unavailable', 'The email could not be sent; please try again later'),
};
