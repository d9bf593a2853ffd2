/** Prices arrive as integer minor units (pence, cents) in an ISO 4217 currency. */
export interface Money {
  /** Integer minor units: 179900 is £1,799.00. */
  amount: number;
  currency: string;
}

const formats = new Map<string, Intl.NumberFormat>();

function currencyFormat(locale: string, currency: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    formats.set(key, format);
  }
  return format;
}

/** "£1,799.00", "1.799,50 €": the amount in the locale's currency format. */
export function formatMoney({ amount, currency }: Money, locale: string): string {
  const format = currencyFormat(locale, currency);
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amount / 10 ** digits);
}
