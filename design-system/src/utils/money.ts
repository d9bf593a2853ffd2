import { numberFormat } from './intl';

/** Prices arrive as integer minor units (pence, cents) in an ISO 4217 currency. */
export interface Money {
  /** Integer minor units: 179900 is £1,799.00. */
  amount: number;
  currency: string;
}

/** Each currency's minor units (2 for pence and cents), read once from its format. */
const minorDigits = new Map<string, number>();

/** "£1,799.00", "1.799,50 €": the amount in the locale's currency format. */
export function formatMoney({ amount, currency }: Money, locale: string): string {
  const format = numberFormat(locale, { style: 'currency', currency });
  let digits = minorDigits.get(currency);
  if (digits === undefined) {
    digits = format.resolvedOptions().maximumFractionDigits ?? 2;
    minorDigits.set(currency, digits);
  }
  return format.format(amount / 10 ** digits);
}
