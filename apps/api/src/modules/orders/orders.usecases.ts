import { type GnbOrderPage, type GnbOrderQuery, IN_PROGRESS_ORDER_STATUSES } from "@cellar/contracts";
import type { Db } from "../../app/query";
import { seoulDateTimeTenths } from "../../app/seoul-date";
import type * as OrdersRepository from "./orders.repository";

/** What the use-cases work with: the database and the module's repository (routes build it). */
export type OrdersDeps = { db: Db; repo: typeof OrdersRepository };

/** The panel's order list (SPEC §2): in-progress orders when isProcess=true, newest first. */
export async function gnbOrders(deps: OrdersDeps, mberNo: string, q: GnbOrderQuery): Promise<GnbOrderPage> {
  const { db } = deps;
  const statuses = q.isProcess === "true" ? IN_PROGRESS_ORDER_STATUSES : null;
  const totalCnt = await deps.repo.countOrders(db, mberNo, statuses);
  const rows = await deps.repo.pageOrders(db, mberNo, statuses, q.pageSize, (q.pageNo - 1) * q.pageSize);
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
