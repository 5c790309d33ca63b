import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.js";
import { shippingAddresses } from "../../db/schema/shipping-address.js";

type Executor = Db | Tx;

export type ShippingAddressRow = typeof shippingAddresses.$inferSelect;

/** The fields an entry is written with. */
export interface ShippingAddressValues {
  title: string;
  receiverName: string;
  receiverPhone: string;
  postcode: string;
  address: string;
  addressDetail: string;
}

/** Namespace of the address book's advisory locks (the second key is the member id). */
const ADDRESS_BOOK_LOCK = 7_410_001;

const ofMember = (userId: number) => eq(shippingAddresses.userId, userId);
const mine = (userId: number, id: number) => and(ofMember(userId), eq(shippingAddresses.id, id));

/**
 * Serialises writes to one member's address book until the transaction ends: two first addresses saved at once
 * must not both become base, and the entry limit must hold under double submits.
 */
export async function lockAddressBook(tx: Tx, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ADDRESS_BOOK_LOCK}, ${userId})`);
}

/** The member's addresses: the base one first, then the newest. */
export function findAddresses(db: Executor, userId: number): Promise<ShippingAddressRow[]> {
  return db
    .select()
    .from(shippingAddresses)
    .where(ofMember(userId))
    .orderBy(desc(shippingAddresses.isBase), desc(shippingAddresses.createdAt), desc(shippingAddresses.id));
}

/** One of the member's addresses; undefined when there is none with that id or it is someone else's. */
export async function findAddress(db: Executor, userId: number, id: number): Promise<ShippingAddressRow | undefined> {
  const [row] = await db.select().from(shippingAddresses).where(mine(userId, id));
  return row;
}

export async function findBaseAddress(db: Executor, userId: number): Promise<ShippingAddressRow | undefined> {
  const [row] = await db
    .select()
    .from(shippingAddresses)
    .where(and(ofMember(userId), eq(shippingAddresses.isBase, true)));
  return row;
}

/** The member's newest address (the one that becomes base when the base one is deleted). */
export async function findNewestAddress(db: Executor, userId: number): Promise<ShippingAddressRow | undefined> {
  const [row] = await db
    .select()
    .from(shippingAddresses)
    .where(ofMember(userId))
    .orderBy(desc(shippingAddresses.createdAt), desc(shippingAddresses.id))
    .limit(1);
  return row;
}

/** An entry with exactly these receiver and address fields (whatever its title). */
export async function findSameAddress(
  db: Executor,
  userId: number,
  values: Omit<ShippingAddressValues, "title">,
): Promise<ShippingAddressRow | undefined> {
  const [row] = await db
    .select()
    .from(shippingAddresses)
    .where(
      and(
        ofMember(userId),
        eq(shippingAddresses.receiverName, values.receiverName),
        eq(shippingAddresses.receiverPhone, values.receiverPhone),
        eq(shippingAddresses.postcode, values.postcode),
        eq(shippingAddresses.address, values.address),
        eq(shippingAddresses.addressDetail, values.addressDetail),
      ),
    )
    .limit(1);
  return row;
}

export async function countAddresses(db: Executor, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(shippingAddresses).where(ofMember(userId));
  return row?.n ?? 0;
}

export async function insertAddress(
  tx: Tx,
  userId: number,
  values: ShippingAddressValues & { isBase: boolean },
): Promise<ShippingAddressRow> {
  const [row] = await tx
    .insert(shippingAddresses)
    .values({ userId, ...values })
    .returning();
  if (!row) throw new Error("insert into shipping_addresses returned no row");
  return row;
}

export async function updateAddress(
  tx: Tx,
  userId: number,
  id: number,
  values: ShippingAddressValues,
): Promise<ShippingAddressRow | undefined> {
  const [row] = await tx.update(shippingAddresses).set(values).where(mine(userId, id)).returning();
  return row;
}

/** Makes `id` the member's only base address; undefined (and nothing changed) when it is not the member's. */
export async function makeBase(tx: Tx, userId: number, id: number): Promise<ShippingAddressRow | undefined> {
  // The old base goes first: the partial unique index allows one base row per member at every statement.
  await tx
    .update(shippingAddresses)
    .set({ isBase: false })
    .where(and(ofMember(userId), eq(shippingAddresses.isBase, true), sql`${shippingAddresses.id} <> ${id}`));
  const [row] = await tx.update(shippingAddresses).set({ isBase: true }).where(mine(userId, id)).returning();
  return row;
}

/** Deletes one of the member's addresses; the deleted row, or undefined when it was not the member's. */
export async function deleteAddress(tx: Tx, userId: number, id: number): Promise<ShippingAddressRow | undefined> {
  const [row] = await tx.delete(shippingAddresses).where(mine(userId, id)).returning();
  return row;
}
