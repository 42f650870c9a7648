import { ADDRESS_BOOK_MAX, type ShippingAddressInput } from "@cellar/contracts";
import { AppError } from "../../app/http/errors";
import type { CheckoutDeps } from "./order-create.usecases";

/** The member's address book, the default address first. */
export async function addressBook(deps: CheckoutDeps, mberNo: string) {
  return deps.shipping.listAddresses(deps.db, mberNo);
}

/**
 * Adds an address, or changes one of the member's (addressNotFound when it is not theirs), in one
 * transaction under the member's row lock: a refused request changes nothing, a member never has
 * two default addresses, and the book holds at most ADDRESS_BOOK_MAX (decision 425). A default one
 * makes the others non-default; the first is always default, and the default stays default until
 * another is chosen.
 */
export async function saveAddress(deps: CheckoutDeps, mberNo: string, input: ShippingAddressInput, addrNo?: number) {
  const repo = deps.shipping;
  return deps.db.transaction(async (tx) => {
    await repo.lockAddressBook(tx, mberNo);
    const existing = await repo.listAddresses(tx, mberNo);
    const current = addrNo === undefined ? undefined : existing.find((a) => a.addrNo === addrNo);
    if (addrNo !== undefined && !current) throw new AppError("addressNotFound");
    if (addrNo === undefined && existing.length >= ADDRESS_BOOK_MAX) throw new AppError("addressBookFull");
    const others = existing.filter((a) => a.addrNo !== addrNo);
    const keepsDefault = others.length === 0 || current?.defaultYn === "Y";
    const values = { ...input, defaultYn: keepsDefault ? "Y" : input.defaultYn };
    if (values.defaultYn === "Y") await repo.clearDefault(tx, mberNo);
    const saved =
      addrNo === undefined
        ? await repo.insertAddress(tx, mberNo, values)
        : await repo.updateAddress(tx, mberNo, addrNo, values);
    if (!saved) throw new AppError("addressNotFound");
    return saved;
  });
}

/** Deletes one of the member's addresses; when it was the default, the oldest left becomes the default. */
export async function removeAddress(deps: CheckoutDeps, mberNo: string, addrNo: number) {
  const repo = deps.shipping;
  await deps.db.transaction(async (tx) => {
    await repo.lockAddressBook(tx, mberNo);
    const removed = await repo.deleteAddress(tx, mberNo, addrNo);
    if (!removed) throw new AppError("addressNotFound");
    if (removed.defaultYn === "Y") await repo.makeOldestDefault(tx, mberNo);
  });
  return null;
}
