import { and, asc, desc, eq, ne } from 'drizzle-orm';
import {
  fieldLimits,
  validationMessage,
  type ShippingAddress,
  type ShippingAddressValues,
} from '@pcshop/stores/schemas';
import { countries, shippingAddresses, users } from '../../db/schema/index';
import { HttpError, notFound } from '../errors';
import type { Database } from '../../db/client';
import type { Queryable } from '../auth/deps';

type Row = typeof shippingAddresses.$inferSelect;

const toShippingAddress = (row: Row): ShippingAddress => ({
  id: row.id,
  is_default: row.isDefault,
  first_name: row.firstName,
  last_name: row.lastName,
  phone: row.phone,
  address: {
    line1: row.line1,
    line2: row.line2,
    city: row.city,
    postcode: row.postcode,
    country: row.country as ShippingAddress['address']['country'],
  },
});

const addressLimitReached = () =>
  new HttpError(
    409,
    'address_limit_reached',
    `You can save at most ${fieldLimits.maxSavedAddresses} addresses; delete one to add another`,
  );

const addressNotFound = () => notFound('Shipping address');

/** The user's saved addresses, the default first, then in the order they were added. */
export async function listAddresses(db: Queryable, userId: string): Promise<ShippingAddress[]> {
  const rows = await db
    .select()
    .from(shippingAddresses)
    .where(eq(shippingAddresses.userId, userId))
    .orderBy(desc(shippingAddresses.isDefault), asc(shippingAddresses.id));
  return rows.map(toShippingAddress);
}

async function makeDefault(tx: Queryable, userId: string, id: number) {
  await tx
    .update(shippingAddresses)
    .set({ isDefault: false })
    .where(and(eq(shippingAddresses.userId, userId), ne(shippingAddresses.id, id)));
  await tx
    .update(shippingAddresses)
    .set({ isDefault: true })
    .where(and(eq(shippingAddresses.userId, userId), eq(shippingAddresses.id, id)));
}

/**
 * Saves an address in a country the shop ships to, in the caller's transaction. A user keeps at
 * most six: the seventh is refused until one is deleted. The first address, or one marked so,
 * becomes the default.
 */
export async function saveAddress(
  tx: Queryable,
  userId: string,
  input: ShippingAddressValues,
): Promise<ShippingAddress> {
  // Locks the user: concurrent additions are counted one after the other.
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const [country] = await tx
    .select({ shipsTo: countries.shipsTo })
    .from(countries)
    .where(eq(countries.code, input.address.country));
  if (!country?.shipsTo) throw notShippedTo();
  const saved = await tx
    .select({ id: shippingAddresses.id })
    .from(shippingAddresses)
    .where(eq(shippingAddresses.userId, userId));
  if (saved.length >= fieldLimits.maxSavedAddresses) throw addressLimitReached();

  const [row] = await tx
    .insert(shippingAddresses)
    .values({
      userId,
      firstName: input.first_name,
      lastName: input.last_name,
      phone: input.phone,
      line1: input.address.line1,
      line2: input.address.line2,
      city: input.address.city,
      postcode: input.address.postcode,
      country: input.address.country,
    })
    .returning();
  if (input.is_default || saved.length === 0) {
    await makeDefault(tx, userId, row!.id);
    return toShippingAddress({ ...row!, isDefault: true });
  }
  return toShippingAddress(row!);
}

/** `saveAddress` in a transaction of its own. */
export async function addAddress(
  db: Database,
  userId: string,
  input: ShippingAddressValues,
): Promise<ShippingAddress> {
  return db.transaction((tx) => saveAddress(tx, userId, input));
}

/** One of the user's saved addresses, or 404. */
export async function findAddress(
  db: Queryable,
  userId: string,
  id: number,
): Promise<ShippingAddress> {
  const [row] = await db
    .select()
    .from(shippingAddresses)
    .where(and(eq(shippingAddresses.id, id), eq(shippingAddresses.userId, userId)));
  if (!row) throw addressNotFound();
  return toShippingAddress(row);
}

/** A country the shop doesn't ship to, as the address form's refusal. */
export const notShippedTo = () =>
  new HttpError(400, 'validation_failed', 'The shop does not ship to this country', {
    'address.country': [validationMessage('selectFromList')],
  });

/** Deletes one of the user's addresses; if it was the default, the oldest left takes over. */
export async function deleteAddress(db: Database, userId: string, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(shippingAddresses)
      .where(and(eq(shippingAddresses.id, id), eq(shippingAddresses.userId, userId)))
      .returning();
    if (!deleted) throw addressNotFound();
    if (!deleted.isDefault) return;
    const [next] = await tx
      .select({ id: shippingAddresses.id })
      .from(shippingAddresses)
      .where(eq(shippingAddresses.userId, userId))
      .orderBy(asc(shippingAddresses.id))
      .limit(1);
    if (next) await makeDefault(tx, userId, next.id);
  });
}

/** Makes one of the user's addresses the default; the list comes back in its new order. */
export async function setDefaultAddress(
  db: Database,
  userId: string,
  id: number,
): Promise<ShippingAddress[]> {
  await db.transaction(async (tx) => {
    const [own] = await tx
      .select({ id: shippingAddresses.id })
      .from(shippingAddresses)
      .where(and(eq(shippingAddresses.id, id), eq(shippingAddresses.userId, userId)));
    if (!own) throw addressNotFound();
    await makeDefault(tx, userId, id);
  });
  return listAddresses(db, userId);
}
