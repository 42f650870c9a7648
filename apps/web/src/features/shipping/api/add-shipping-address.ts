import type { ShippingAddressInput } from "@cellar/contracts/client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";
import { invalidateAfterChange } from "../../../lib/query/after-change";
import { shippingQueryKey } from "./get-shipping-addresses";

/** POST commerce-api my/shipping: a new address. */
export const addShippingAddress = (input: ShippingAddressInput) => callEndpoint("shippingAddressAdd", { data: input });

export function useAddShippingAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addShippingAddress,
    onSuccess: () => invalidateAfterChange(queryClient, shippingQueryKey, ["order", "sheet"]),
  });
}
