import { type GnbOrderPage, type GnbOrderQuery, IN_PROGRESS_ORDER_STATUSES } from "@cellar/contracts";
import type { Db } from "../../app/query";
import { seoulDateTimeTenths } from "../../app/seoul-date";
import * as repo from "./orders.repository";

/** The panel's order list (SPEC §2): in-progress orders when isProcess=true, newest first. */
export async function gnbOrders(db: Db, mberNo: string, q: GnbOrderQuery): Promise<GnbOrderPage> {
  const statuses = q.isProcess === "true" ? IN_PROGRESS_ORDER_STATUSES : null;
  const totalCnt = await repo.countOrders(db, mberNo, statuses);
  const rows = await repo.pageOrders(db, mberNo, statuses, q.pageSize, (q.pageNo - 1) * q.pageSize);
  return {
    pageNo: q.pageNo,
    pageSize: q.pageSize,
    totalCnt,
    totalPages: Math.ceil(totalCnt / q.pageSize),
    list: rows.map((r) => ({
      orderStatNm: r.orderStatNm ?? r.orderStatCd,
      orderStatCd: r.orderStatCd,
      orderItemNames: r.orderItemNames ?? "",
      orderDate: seoulDateTimeTenths(new Date(r.createdAt)),
      orderNo: r.orderNo,
    })),
  };
}
