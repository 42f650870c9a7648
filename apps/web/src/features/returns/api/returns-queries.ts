import type { ReturnRequest } from "@cellar/contracts/client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";

export const returnKeys = {
  all: ["returns"] as const,
  list: (orderNo: string) => ["returns", "list", orderNo] as const,
  detail: (returnNo: string) => ["returns", "detail", returnNo] as const,
  eligibility: (orderNo: string) => ["returns", "eligibility", orderNo] as const,
};

/** GET user-api /api/returns[?orderNo=]: my returns and exchanges, newest first. */
export const useReturns = (orderNo = "") =>
  useQuery({
    queryKey: returnKeys.list(orderNo),
    queryFn: () =>
      callEndpoint("returnList", { params: orderNo ? { orderNo, pageSize: 50 } : { pageSize: 50 }, hidden: true }),
  });

/** GET user-api /api/returns/{returnNo}: lines, reason, fee, refund and timeline. */
export const useReturn = (returnNo: string) =>
  useQuery({
    queryKey: returnKeys.detail(returnNo),
    queryFn: () => callEndpoint("returnDetail", { pathParams: { returnNo }, hidden: true, silent: true }),
    enabled: returnNo !== "",
    retry: false,
  });

/** GET user-api /api/returns/eligibility?orderNo=: whether and what of the order can still go back. */
export const useEligibility = (orderNo: string, enabled = true) =>
  useQuery({
    queryKey: returnKeys.eligibility(orderNo),
    queryFn: () => callEndpoint("returnEligibility", { params: { orderNo }, hidden: true, silent: true }),
    enabled: enabled && orderNo !== "",
    retry: false,
  });

/** GET commerce-api /api/my/shipping: the address book (the courier's pick-up address). */
export const useAddresses = (enabled: boolean) =>
  useQuery({
    queryKey: ["shipping", "returns"],
    queryFn: () => callEndpoint("shippingAddresses", { hidden: true }),
    enabled,
  });

/** GET commerce-api /api/easypay: the member's registered cards (easy pay). */
export const useEasyPayCards = (enabled: boolean) =>
  useQuery({ queryKey: ["easypay"], queryFn: () => callEndpoint("easyPay", { hidden: true }), enabled });

/** POST user-api /api/returns: asks for a return or exchange; every returns query is refetched. */
export function useRequestReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReturnRequest) => callEndpoint("returnRequest", { data: body, silent: true }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: returnKeys.all }),
  });
}

/** POST product-api /api/reviews/photos: a photo of the damage (the same upload as reviews). */
export function uploadReturnPhoto(file: File) {
  const form = new FormData();
  form.append("file", file);
  return callEndpoint("reviewPhotoUpload", { data: form, silent: true, timeoutMs: 30_000 });
}

/** POST user-api /api/returns/{returnNo}/fee: the card page to open, or paid at once by easy pay. */
export const startFeePay = (
  returnNo: string,
  body: { payMethod: "CARD" | "EASYPAY"; returnPath: string; billkey?: string; password?: string },
) => callEndpoint("returnFeePay", { pathParams: { returnNo }, data: body, silent: true });

/** POST commerce-api /api/payments/confirm: the server checks the amount and captures once. */
export const confirmFeePay = (req: { paymentKey: string; orderNo: string; amount: number }) =>
  callEndpoint("paymentConfirm", { data: req, silent: true });
