import type { AlarmPage } from "@cellar/contracts/client";
import { FIRST_PAGE, PAGE_SIZE } from "../../../components/ui/use-infinite-list";
import { callEndpoint } from "../../../lib/http/client";

export const alarmsQueryKey = ["alarms", "list"] as const;

/** GET user-api /api/alarms: the member's notifications, newest first, ten per page. */
export const getAlarms = (pageNo: number = FIRST_PAGE): Promise<AlarmPage> =>
  callEndpoint("alarms", { params: { pageNo, pageSize: PAGE_SIZE }, hidden: pageNo > FIRST_PAGE });
