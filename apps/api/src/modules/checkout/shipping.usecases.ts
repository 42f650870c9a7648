import type { ShippingAddressInput } from "@cellar/contracts";
import { AppError } from "../../app/http/errors";
import type { CheckoutDeps } from "./order-create.usecases";

/** The member's address book, the default address first. */
export async function addressBook(deps: CheckoutDeps, mberNo: string) {
  return deps.shipping.listAddresses(deps.db, mberNo);
}

/**
 * Adds an address, or changes one of the member's (404 when it is not theirs), in one transaction
 * under the member's row lock: a refused request changes nothing, and a member never has two
 * default addresses. A default one makes the others non-default; the first is always default.
 */
export async function saveAddress(deps: CheckoutDeps, mberNo: string, input: ShippingAddressInput, addrNo?: number) {
  const repo = deps.shipping;
  return deps.db.transaction(async (tx) => {
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

export async function removeAddress(deps: CheckoutDeps, mberNo: string, addrNo: number) {
  if (!(await deps.shipping.deleteAddress(deps.db, mberNo, addrNo))) throw new AppError("notFound");
  return null;
}
