import { eq } from 'drizzle-orm';
import type { Coupon, CountryCode, CurrencyCode } from '@pcshop/stores/schemas';
import type { Database } from '../../db/client';
import { coupons } from '../../db/schema/index';
import { notFound } from '../errors';
import { requestContext, type LocaleQuery } from './context';

export type CouponRow = typeof coupons.$inferSelect;

/** A voucher row by its code, looked up case-insensitively (codes are stored upper case). */
export async function findCoupon(db: Database, code: string): Promise<CouponRow | undefined> {
  const [row] = await db.select().from(coupons).where(eq(coupons.code, code.toUpperCase()));
  return row;
}

/**
 * Whether a voucher can be used at `now` in the currency: started, not expired, not used up, and
 * with an amount in the currency when it is a fixed one. Its countries are checked apart (a
 * voucher of another country is a different message).
 */
export function couponUsable(row: CouponRow, now: Date, currency: CurrencyCode): boolean {
  return (
    (row.startsAt === null || row.startsAt <= now) &&
    (row.expiresAt === null || row.expiresAt > now) &&
    (row.usageLimit === null || row.usedCount < row.usageLimit) &&
    (row.percentOff !== null || row.amountOff?.[currency] !== undefined)
  );
}

/**
 * A voucher that can be used now (`couponUsable`); 404 otherwise, the same for every reason (the
 * source document: 404 means an invalid coupon).
 */
export async function getCoupon(
  db: Database,
  code: string,
  locale: LocaleQuery,
  now: Date,
): Promise<Coupon> {
  const context = requestContext(locale);
  const row = await findCoupon(db, code);
  if (!row || !couponUsable(row, now, context.currency)) throw notFound(`Coupon ${code}`);
  return {
    code: row.code,
    kind: row.percentOff === null ? 'fixed' : 'percentage',
    value: row.percentOff ?? row.amountOff![context.currency]!,
    currency: context.currency,
    minimumSubtotal: row.minimumSubtotal?.[context.currency] ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    affected_locales: row.countries as CountryCode[],
  };
}
