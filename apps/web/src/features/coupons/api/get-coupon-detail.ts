import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";

export const couponDetailQueryKey = (cpnIssuNo: string) => ["coupons", "detail", cpnIssuNo] as const;

/** GET user-api coupon/detail/{cpnIssuNo}: the coupon with its usable stores and goods. */
export const getCouponDetail = (cpnIssuNo: string) =>
  callEndpoint("couponDetail", { pathParams: { cpnIssuNo }, hidden: true });

export const couponDetailQueryOptions = (cpnIssuNo: string) =>
  queryOptions({ queryKey: couponDetailQueryKey(cpnIssuNo), queryFn: () => getCouponDetail(cpnIssuNo) });

export function useCouponDetail(cpnIssuNo: string | null) {
  return useQuery({ ...couponDetailQueryOptions(cpnIssuNo ?? ""), enabled: Boolean(cpnIssuNo) });
}
