import type { StampHistory } from "@cellar/contracts/client";
import { FIRST_PAGE, PAGE_SIZE } from "../../../components/ui/use-infinite-list";
import { callEndpoint } from "../../../lib/http/client";

export const stampHistoryQueryKey = ["stamps", "history"] as const;

/** GET user-api stamps/history: the append-only ledger, newest first, ten per page. */
export const getStampHistory = (pageNo: number = FIRST_PAGE): Promise<StampHistory> =>
  callEndpoint("stampHistory", { params: { pageNo, pageSize: PAGE_SIZE }, hidden: true });
