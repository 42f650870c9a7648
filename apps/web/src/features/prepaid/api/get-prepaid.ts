import type { PrepaidHistory } from "@cellar/contracts/client";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { FIRST_PAGE, PAGE_SIZE } from "../../../components/ui/use-infinite-list";
import { callEndpoint } from "../../../lib/http/client";

export const prepaidQueryKey = ["prepaid"] as const;
export const prepaidHistoryQueryKey = ["prepaid", "history"] as const;

/** GET user-api membership/prepaid: the balance in won. */
export const getPrepaid = () => callEndpoint("prepaid", { hidden: true });

export const prepaidQueryOptions = () => queryOptions({ queryKey: prepaidQueryKey, queryFn: getPrepaid });

export function usePrepaid() {
  return useQuery(prepaidQueryOptions());
}

/** GET user-api membership/prepaid/history: top-ups, uses and refunds, newest first. */
export const getPrepaidHistory = (pageNo: number = FIRST_PAGE): Promise<PrepaidHistory> =>
  callEndpoint("prepaidHistory", { params: { pageNo, pageSize: PAGE_SIZE }, hidden: true });
