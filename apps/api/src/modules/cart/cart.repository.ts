import { countDistinct, eq } from "drizzle-orm";
import type { Queryable } from "../../app/db";
import { cartItems } from "./cart.table";

export async function countCartRows(db: Queryable, mberNo: string): Promise<number> {
  const [row] = await db
    .select({ n: countDistinct(cartItems.cartNo) })
    .from(cartItems)
    .where(eq(cartItems.mberNo, mberNo));
  return row?.n ?? 0;
}
