import type { LuckyDrawTab, LuckyPayRequest } from "@cellar/contracts/client";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";

export const luckyKeys = {
  all: ["luckydraw"] as const,
  list: (tab: LuckyDrawTab) => ["luckydraw", "list", tab] as const,
  detail: (cd: string) => ["luckydraw", "detail", cd] as const,
  history: ["luckydraw", "history"] as const,
  result: (cd: string) => ["luckydraw", "result", cd] as const,
};

/** GET user-api /api/luckydraw?tab=: the draws of a tab, with the member's entry. */
export const drawsQueryOptions = (tab: LuckyDrawTab) =>
  queryOptions({
    queryKey: luckyKeys.list(tab),
    queryFn: () => callEndpoint("luckyDraws", { params: { tab }, hidden: true }),
  });

export const useDraws = (tab: LuckyDrawTab) => useQuery(drawsQueryOptions(tab));

/** GET user-api /api/luckydraw/{luckyDrawCd}: rules, stores, eligibility and the member's entry. */
export const drawQueryOptions = (luckyDrawCd: string) =>
  queryOptions({
    queryKey: luckyKeys.detail(luckyDrawCd),
    queryFn: () => callEndpoint("luckyDrawDetail", { pathParams: { luckyDrawCd }, hidden: true, silent: true }),
    retry: false,
  });

export const useDraw = (luckyDrawCd: string) =>
  useQuery({ ...drawQueryOptions(luckyDrawCd), enabled: luckyDrawCd !== "" });

/** GET user-api /api/luckydraw/history: the member's entries with results and payment state. */
export const useHistory = () =>
  useQuery({ queryKey: luckyKeys.history, queryFn: () => callEndpoint("luckyDrawHistory", { hidden: true }) });

/** POST …/{luckyDrawCd}/entry: enters the draw at the chosen store; every lucky-draw query is refetched. */
export function useApply(luckyDrawCd: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tnantCd: string) =>
      callEndpoint("luckyDrawApply", { pathParams: { luckyDrawCd }, data: { tnantCd }, silent: true }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: luckyKeys.all }),
  });
}

/**
 * POST …/{luckyDrawCd}/pay: by card it answers the hosted page to open (which comes back to
 * `returnPath`); by easy pay the registered card is charged at once (`payUrl` null).
 */
export const startLuckyPay = (luckyDrawCd: string, body: LuckyPayRequest) =>
  callEndpoint("luckyDrawPay", { pathParams: { luckyDrawCd }, data: body, silent: true });

/** GET commerce-api /api/easypay: the member's registered cards (easy pay). */
export const useEasyPayCards = (enabled: boolean) =>
  useQuery({ queryKey: ["easypay"], queryFn: () => callEndpoint("easyPay", { hidden: true }), enabled });

/** POST commerce-api /api/payments/confirm: the server checks the amount and captures once. */
export const confirmLuckyPay = (req: { paymentKey: string; orderNo: string; amount: number }) =>
  callEndpoint("paymentConfirm", { data: req, silent: true });

/** GET …/{luckyDrawCd}/order-result: SPEC §3 lucky order result of a paid win. */
export const useOrderResult = (luckyDrawCd: string, enabled: boolean) =>
  useQuery({
    queryKey: luckyKeys.result(luckyDrawCd),
    queryFn: () => callEndpoint("luckyDrawOrderResult", { pathParams: { luckyDrawCd }, hidden: true, silent: true }),
    enabled,
    retry: false,
  });
