import type { ShippingAddressInput } from "@cellar/contracts";
import { AppError } from "../../app/http/errors";
import type { Db } from "../../app/query";
import * as repo from "./shipping.repository";

/** The member's address book, the default address first. */
export async function addressBook(db: Db, mberNo: string) {
  return repo.listAddresses(db, mberNo);
}

/**
 * Adds an address, or changes one of the member's (404 when it is not theirs), in one transaction
 * under the member's row lock: a refused request changes nothing, and a member never has two
 * default addresses. A default one makes the others non-default; the first is always default.
 */
export async function saveAddress(db: Db, mberNo: string, input: ShippingAddressInput, addrNo?: number) {
  return db.transaction(async (tx) => {
    await repo.lockAddressBook(tx, mberNo);
    const existing = await repo.listAddresses(tx, mberNo);
    if (addrNo !== undefined && !existing.some((a) => a.addrNo === addrNo)) throw new AppError("notFound");
    const others = existing.filter((a) => a.addrNo !== addrNo);
    const values = { ...input, defaultYn: others.length === 0 ? "Y" : input.defaultYn };
    if (values.defaultYn === "Y") await repo.clearDefault(tx, mberNo);
    const saved =
      addrNo === undefined
        ? await repo.insertAddress(tx, mberNo, values)
        : await repo.updateAddress(tx, mberNo, addrNo, values);
    if (!saved) throw new AppError("notFound");
    return saved;
  });
}

export async function removeAddress(db: Db, mberNo: string, addrNo: number) {
  if (!(await repo.deleteAddress(db, mberNo, addrNo))) throw new AppError("notFound");
  return null;
}
