import type { OrderCalculateRequest, OrderCalculation } from "@cellar/contracts/client";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";

export const orderCalculationQueryKey = (req: OrderCalculateRequest) => ["order", "calculate", req] as const;

/** POST commerce-api orders/calculate: every amount of the order, computed by the server only. */
export const calculateOrder = (req: OrderCalculateRequest): Promise<OrderCalculation> =>
  callEndpoint("orderCalculate", { data: req, hidden: true, silent: true });

export const orderCalculationQueryOptions = (req: OrderCalculateRequest) =>
  queryOptions({
    queryKey: orderCalculationQueryKey(req),
    queryFn: () => calculateOrder(req),
    staleTime: 0,
    retry: false,
  });

/** Recalculates on every change of the choices; the last answer stays on screen meanwhile. */
export function useOrderCalculation(req: OrderCalculateRequest | null) {
  return useQuery({
    ...orderCalculationQueryOptions(
      req ?? { couponCds: [], stampUseCnt: 0, prepaidUseAmt: 0, orderDeliveryCd: "01", empDcYn: "Y" },
    ),
    enabled: req !== null,
    placeholderData: keepPreviousData,
  });
}
