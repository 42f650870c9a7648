import type { ShippingAddressInput } from "@cellar/contracts";
import { and, asc, desc, eq } from "drizzle-orm";
import type { Queryable } from "../../app/query";
import { members } from "../members";
import { type OrderAddress, shippingAddresses } from "../orders";

const toAddress = (r: typeof shippingAddresses.$inferSelect): OrderAddress => ({
  addrNo: r.addrNo,
  addrNm: r.addrNm,
  receiverNm: r.receiverNm,
  receiverMobileNum: r.receiverMobileNum,
  zip: r.zip,
  baseAddr: r.baseAddr,
  detailAddr: r.detailAddr,
  roadAddr: r.roadAddr,
  defaultYn: r.defaultYn === "Y" ? "Y" : "N",
});

export async function listAddresses(db: Queryable, mberNo: string) {
  const rows = await db
    .select()
    .from(shippingAddresses)
    .where(eq(shippingAddresses.mberNo, mberNo))
    .orderBy(desc(shippingAddresses.defaultYn), asc(shippingAddresses.addrNo));
  return rows.map(toAddress);
}

export async function findAddress(db: Queryable, mberNo: string, addrNo: number) {
  const [row] = await db
    .select()
    .from(shippingAddresses)
    .where(and(eq(shippingAddresses.mberNo, mberNo), eq(shippingAddresses.addrNo, addrNo)));
  return row ? toAddress(row) : null;
}

/** Locks the member's row: one member's address changes take turns (one default at a time). */
export async function lockAddressBook(tx: Queryable, mberNo: string) {
  await tx.select({ mberNo: members.mberNo }).from(members).where(eq(members.mberNo, mberNo)).for("update");
}

export async function clearDefault(db: Queryable, mberNo: string) {
  await db
    .update(shippingAddresses)
    .set({ defaultYn: "N" })
    .where(and(eq(shippingAddresses.mberNo, mberNo), eq(shippingAddresses.defaultYn, "Y")));
}

export async function insertAddress(db: Queryable, mberNo: string, values: ShippingAddressInput) {
  const [row] = await db
    .insert(shippingAddresses)
    .values({ ...values, mberNo })
    .returning();
  return toAddress(row!);
}

export async function updateAddress(db: Queryable, mberNo: string, addrNo: number, values: ShippingAddressInput) {
  const [row] = await db
    .update(shippingAddresses)
    .set(values)
    .where(and(eq(shippingAddresses.mberNo, mberNo), eq(shippingAddresses.addrNo, addrNo)))
    .returning();
  return row ? toAddress(row) : null;
}

/** The deleted address, or null when the member has no such address. */
export async function deleteAddress(db: Queryable, mberNo: string, addrNo: number) {
  const [row] = await db
    .delete(shippingAddresses)
    .where(and(eq(shippingAddresses.mberNo, mberNo), eq(shippingAddresses.addrNo, addrNo)))
    .returning();
  return row ? toAddress(row) : null;
}

/** The member's oldest address becomes the default (after the default was deleted). */
export async function makeOldestDefault(db: Queryable, mberNo: string) {
  const [oldest] = await db
    .select({ addrNo: shippingAddresses.addrNo })
    .from(shippingAddresses)
    .where(eq(shippingAddresses.mberNo, mberNo))
    .orderBy(asc(shippingAddresses.addrNo))
    .limit(1);
  if (!oldest) return;
  await db
    .update(shippingAddresses)
    .set({ defaultYn: "Y" })
    .where(and(eq(shippingAddresses.mberNo, mberNo), eq(shippingAddresses.addrNo, oldest.addrNo)));
}
