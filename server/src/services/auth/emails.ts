import type { MessageLocale } from '@pcshop/stores/schemas';
import type { User } from '../account/users';
import { editionOfLocale, type EmailRequest } from '../email/mailer';
import { CREATE_PASSWORD_LINK_HOURS, RESET_PASSWORD_LINK_MINUTES } from './policy';

/** A moment as the recipient reads it: their language, their edition's time zone. */
export function formatMoment(moment: Date, locale: MessageLocale): string {
  const edition = editionOfLocale(locale);
  return new Intl.DateTimeFormat(edition.intlLocale, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: edition.timeZone,
    timeZoneName: 'short',
  }).format(moment);
}

/** The `/create-password/{token}` link, and where it brings the customer back (`redirect`). */
export const registrationEmail = (
  user: User,
  token: string,
  returnTo: string | undefined,
): EmailRequest => ({
  to: user,
  kind: 'registration',
  path: `/create-password/${token}${returnTo ? `?${new URLSearchParams({ redirect: returnTo })}` : ''}`,
  params: { hours: CREATE_PASSWORD_LINK_HOURS },
});

/** The link opens the storefront's reset page, which posts to `/api/account/{id}/reset_password`. */
export const passwordResetEmail = (user: User, token: string): EmailRequest => ({
  to: user,
  kind: 'passwordReset',
  path: `/login/reset?${new URLSearchParams({ id: user.id, token })}`,
  params: { minutes: RESET_PASSWORD_LINK_MINUTES },
});

export const passwordChangedEmail = (user: User, at: Date): EmailRequest => ({
  to: user,
  kind: 'passwordChanged',
  path: '/login',
  params: { date: formatMoment(at, user.locale) },
});
