const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * "14 March 2026", "14 mars 2026": a calendar date (ISO `YYYY-MM-DD`, or a full ISO timestamp
 * whose date part is used) in the locale's long format. Read as a calendar day, so no time zone
 * moves it to the day before.
 */
export function formatDate(isoDate: string, locale: string): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
    formats.set(locale, format);
  }
  return format.format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));
}
