import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Coupon, CountryCode } from '@pcshop/stores/schemas';
import type { Database } from '../../db/client';
import { coupons } from '../../db/schema/index';
import { notFound } from '../errors';
import { requestContext, type LocaleQuery } from './context';

/**
 * A voucher that can be used now: known (case-insensitively), started, not expired, not used
 * up, and with an amount in the currency when it is a fixed one. 404 otherwise, the same for
 * every reason (the source document: 404 means an invalid coupon).
 */
export async function getCoupon(
  db: Database,
  code: string,
  locale: LocaleQuery,
  now: Date = new Date(),
): Promise<Coupon> {
  const context = requestContext(locale);
  const [row] = await db
    .select()
    .from(coupons)
    .where(
      and(
        eq(coupons.code, code.toUpperCase()),
        or(isNull(coupons.startsAt), lte(coupons.startsAt, now)),
        or(isNull(coupons.expiresAt), gt(coupons.expiresAt, now)),
        or(isNull(coupons.usageLimit), sql`${coupons.usedCount} < ${coupons.usageLimit}`),
      ),
    );
  const fixed = row?.amountOff?.[context.currency];
  if (!row || (row.percentOff === null && fixed === undefined)) throw notFound(`Coupon ${code}`);
  return {
    code: row.code,
    kind: row.percentOff === null ? 'fixed' : 'percentage',
    value: row.percentOff ?? fixed!,
    currency: context.currency,
    minimumSubtotal: row.minimumSubtotal?.[context.currency] ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    affected_locales: row.countries as CountryCode[],
  };
}
