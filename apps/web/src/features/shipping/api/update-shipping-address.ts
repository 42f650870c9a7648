import type { ShippingAddressInput } from "@cellar/contracts/client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";
import { invalidateAfterChange } from "../../../lib/query/after-change";
import { shippingQueryKey } from "./get-shipping-addresses";

/** PUT commerce-api my/shipping/:addrNo: changes one of my addresses (also how one becomes the default). */
export const updateShippingAddress = ({ addrNo, input }: { addrNo: number; input: ShippingAddressInput }) =>
  callEndpoint("shippingAddressUpdate", { pathParams: { addrNo }, data: input });

export function useUpdateShippingAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateShippingAddress,
    onSuccess: () => invalidateAfterChange(queryClient, shippingQueryKey, ["order", "sheet"]),
  });
}
