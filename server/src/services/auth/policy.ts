/** How long things last (source document §9, SPEC §7). */
export const ACCESS_TOKEN_TTL_SECONDS = 5 * 60;
/** A remembered session lasts a year, like the stored session cookie. */
export const REMEMBER_ME_DAYS = 365;
export const SESSION_MONTHS_WITHOUT_REMEMBER = 1;
export const CREATE_PASSWORD_LINK_HOURS = 72;
export const RESET_PASSWORD_LINK_MINUTES = 60;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The same day of the month `months` later, or that month's last day (31 January → 28/29 February). */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date);
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(
    Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0),
  ).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/** When a session started at `loginAt` ends whatever happens. */
export function sessionEnd(loginAt: Date, remember: boolean): Date {
  return remember
    ? new Date(loginAt.getTime() + REMEMBER_ME_DAYS * DAY_MS)
    : addMonths(loginAt, SESSION_MONTHS_WITHOUT_REMEMBER);
}
