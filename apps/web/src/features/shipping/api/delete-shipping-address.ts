import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";
import { invalidateAfterChange } from "../../../lib/query/after-change";
import { shippingQueryKey } from "./get-shipping-addresses";

/** DELETE commerce-api my/shipping/:addrNo. */
export const deleteShippingAddress = (addrNo: number) =>
  callEndpoint("shippingAddressDelete", { pathParams: { addrNo } });

export function useDeleteShippingAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteShippingAddress,
    onSuccess: () => invalidateAfterChange(queryClient, shippingQueryKey, ["order", "sheet"]),
  });
}
