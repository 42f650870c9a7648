import { FIRST_PAGE, PAGE_SIZE } from "../../../components/ui/use-infinite-list";
import { callEndpoint } from "../../../lib/http/client";
import { toListPage } from "./get-wishlist";

export const restockListQueryKey = ["restock", "list"] as const;

/** GET product-api /api/restock?pageNo&pageSize: the member's restock alerts, newest first. */
export async function getRestockPage(pageNo = FIRST_PAGE) {
  const page = await callEndpoint("restockList", {
    params: { pageNo, pageSize: PAGE_SIZE },
    hidden: pageNo > FIRST_PAGE,
    silent: true,
  });
  return toListPage(page);
}
