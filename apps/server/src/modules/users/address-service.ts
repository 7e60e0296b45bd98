// A shopper's delivery addresses. Every query is scoped to the signed-in user's id; exactly one is the default.
import type { Address } from "@mayil/core/account/account-schemas";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/database";
import { lockShopper } from "../../db/lock-order";
import { transactionWithRetry } from "../../db/transaction";
import { Conflict, NotFound, Unauthenticated } from "../../domain-errors";
import { addresses } from "./users-tables";

/** Enough for home, work, parents and gifts; stops a script from filling the table. */
export const MAX_ADDRESSES_PER_USER = 20;

/** An address as validated by addressBodySchema (phone already E.164). */
export interface AddressFields {
  name: string;
  phone: string;
  address: string;
  pincode: string;
  city: string;
  state: string;
  is_default?: boolean | undefined;
}

type AddressRow = typeof addresses.$inferSelect;

const toAddress = (row: AddressRow): Address => ({
  id: row.id,
  name: row.name,
  phone: row.phone,
  address: row.address,
  pincode: row.pincode,
  city: row.city,
  state: row.state,
  is_default: row.isDefault,
  created_at: row.createdAt,
});

const addressNotFound = () => new NotFound("Address not found");

const ownedBy = (userId: number, addressId: number) => and(eq(addresses.id, addressId), eq(addresses.userId, userId));

export class AddressService {
  constructor(private readonly db: Database) {}

  /** The default first, then in the order they were added. */
  async list(userId: number): Promise<Address[]> {
    const rows = await this.db
      .select()
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .orderBy(desc(addresses.isDefault), asc(addresses.id));
    return rows.map(toAddress);
  }

  /** The first address becomes the default; a later one only when asked. */
  add(userId: number, fields: AddressFields): Promise<Address> {
    return this.changing(userId, async (tx) => {
      const [{ count } = { count: 0 }] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(addresses)
        .where(eq(addresses.userId, userId));
      if (count >= MAX_ADDRESSES_PER_USER) {
        throw new Conflict(`You can save up to ${MAX_ADDRESSES_PER_USER} addresses. Please delete one first.`, {
          code: "limit_reached",
          details: { limit: MAX_ADDRESSES_PER_USER },
        });
      }
      const isDefault = count === 0 || fields.is_default === true;
      if (isDefault) await clearDefault(tx, userId);
      const [row] = await tx
        .insert(addresses)
        .values({ ...columnsOf(fields), userId, isDefault })
        .returning();
      return toAddress(row as AddressRow);
    });
  }

  /**
   * Replaces the fields. is_default true makes it the default; false is ignored, since a shopper always has one
   * default: they choose another address as default instead.
   */
  update(userId: number, addressId: number, fields: AddressFields): Promise<Address> {
    return this.changing(userId, async (tx) => {
      await findOwned(tx, userId, addressId);
      if (fields.is_default === true) await clearDefault(tx, userId);
      const [row] = await tx
        .update(addresses)
        .set({
          ...columnsOf(fields),
          ...(fields.is_default === true ? { isDefault: true } : {}),
          updatedAt: sql`now()`,
        })
        .where(ownedBy(userId, addressId))
        .returning();
      return toAddress(row as AddressRow);
    });
  }

  /** Deleting the default makes the oldest remaining address the default. */
  remove(userId: number, addressId: number): Promise<void> {
    return this.changing(userId, async (tx) => {
      const [deleted] = await tx
        .delete(addresses)
        .where(ownedBy(userId, addressId))
        .returning({ isDefault: addresses.isDefault });
      if (!deleted) throw addressNotFound();
      if (!deleted.isDefault) return;
      const [next] = await tx
        .select({ id: addresses.id })
        .from(addresses)
        .where(eq(addresses.userId, userId))
        .orderBy(asc(addresses.id))
        .limit(1);
      if (next) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, next.id));
    });
  }

  setDefault(userId: number, addressId: number): Promise<Address> {
    return this.changing(userId, async (tx) => {
      await findOwned(tx, userId, addressId);
      await clearDefault(tx, userId);
      const [row] = await tx
        .update(addresses)
        .set({ isDefault: true, updatedAt: sql`now()` })
        .where(ownedBy(userId, addressId))
        .returning();
      return toAddress(row as AddressRow);
    });
  }

  /**
   * Runs a change in a transaction holding the shopper's row lock, so two requests at once (say two first
   * addresses) cannot both decide to be the default. The lock is the first of the shop's lock order
   * (db/lock-order.ts).
   */
  private changing<T>(userId: number, change: (tx: Transaction) => Promise<T>): Promise<T> {
    return transactionWithRetry(this.db, async (tx) => {
      if (!(await lockShopper(tx, userId))) throw new Unauthenticated("Please sign in again");
      return change(tx);
    });
  }
}

async function findOwned(tx: Transaction, userId: number, addressId: number): Promise<void> {
  const [row] = await tx.select({ id: addresses.id }).from(addresses).where(ownedBy(userId, addressId));
  if (!row) throw addressNotFound();
}

async function clearDefault(tx: Transaction, userId: number): Promise<void> {
  await tx
    .update(addresses)
    .set({ isDefault: false })
    .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
}

const columnsOf = ({ name, phone, address, pincode, city, state }: AddressFields) => ({
  name,
  phone,
  address,
  pincode,
  city,
  state,
});
