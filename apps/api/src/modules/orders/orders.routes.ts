import type { Router } from "../../app/http/route";
import type { Db } from "../../app/query";
import { gnbOrders } from "./orders.usecases";

export function registerOrdersRoutes(router: Router, db: Db): void {
  router.mount("ordersGnb", async ({ member, query }) => gnbOrders(db, member.mberNo, query));
}
