import { count } from "drizzle-orm";
import { sandboxDirectory } from "../../adapters/address-search/sandbox-directory";
import type { Db } from "../query";
import { sandboxAddresses } from "../schema";

/** The address search sandbox's directory (decision 426), when it is empty; answers whether it seeded. */
export async function seedAddressDirectoryIfEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(sandboxAddresses);
  if ((row?.n ?? 0) > 0) return false;
  await db.insert(sandboxAddresses).values(sandboxDirectory());
  return true;
}
