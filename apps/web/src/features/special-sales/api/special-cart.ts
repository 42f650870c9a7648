import type { Cart } from "@cellar/contracts/client";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";
import { useGlobalState } from "../../../lib/state/global-state";

export const specialCartQueryKey = ["specialSales", "cart"] as const;
/** The shell's special cart count query (features/cart get-cart-count: ["cart", "count", "special"]). */
const SPECIAL_COUNT_KEY = ["cart", "count", "special"] as const;

/** GET commerce-api /api/cart/special: the special cart, groups with items (SPEC §7). */
export const getSpecialCart = () => callEndpoint("cartSpecial", { hidden: true });

export const specialCartQueryOptions = () => queryOptions({ queryKey: specialCartQueryKey, queryFn: getSpecialCart });

export function useSpecialCart(enabled = true) {
  return useQuery({ ...specialCartQueryOptions(), enabled });
}

/** Add (POST), change a quantity (PATCH) or remove lines (DELETE): each answers the cart, kept at once. */
export function useSpecialCartChanges() {
  const queryClient = useQueryClient();
  const settle = {
    onSuccess: (cart: Cart) => {
      queryClient.setQueryData(specialCartQueryKey, cart);
      if (useGlobalState.getState().specialGuest.authorized) useGlobalState.getState().setCartCount(cart.cartCount);
      void queryClient.invalidateQueries({ queryKey: SPECIAL_COUNT_KEY });
    },
  };
  const add = useMutation({
    mutationFn: (input: { itemCd: string; itemQty: number }) =>
      callEndpoint("specialCartAdd", { data: input, silent: true }),
    ...settle,
  });
  const update = useMutation({
    mutationFn: (input: { cartNo: number; itemQty: number }) =>
      callEndpoint("specialCartUpdate", { data: input, silent: true, hidden: true }),
    ...settle,
  });
  const remove = useMutation({
    mutationFn: (cartNos: number[]) => callEndpoint("specialCartRemove", { data: { cartNos }, silent: true }),
    ...settle,
  });
  return { add, update, remove };
}
