import type { ShippingAddressInput } from "@cellar/contracts";
import { and, asc, desc, eq } from "drizzle-orm";
import type { Queryable } from "../../app/db";
import { type OrderAddress, shippingAddresses } from "../orders/orders.table";

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

/** Saves an address; a default one makes the others non-default (the first is always default). */
export async function saveAddress(db: Queryable, mberNo: string, input: ShippingAddressInput, addrNo?: number) {
  const existing = await listAddresses(db, mberNo);
  const defaultYn = existing.filter((a) => a.addrNo !== addrNo).length === 0 ? "Y" : input.defaultYn;
  if (defaultYn === "Y") {
    await db.update(shippingAddresses).set({ defaultYn: "N" }).where(eq(shippingAddresses.mberNo, mberNo));
  }
  const values = { ...input, defaultYn };
  const [row] = addrNo
    ? await db
        .update(shippingAddresses)
        .set(values)
        .where(and(eq(shippingAddresses.mberNo, mberNo), eq(shippingAddresses.addrNo, addrNo)))
        .returning()
    : await db
        .insert(shippingAddresses)
        .values({ ...values, mberNo })
        .returning();
  return row ? toAddress(row) : null;
}

export async function deleteAddress(db: Queryable, mberNo: string, addrNo: number) {
  const rows = await db
    .delete(shippingAddresses)
    .where(and(eq(shippingAddresses.mberNo, mberNo), eq(shippingAddresses.addrNo, addrNo)))
    .returning();
  return rows.length === 1;
}
