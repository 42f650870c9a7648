import type { Router } from "../../app/http/route";
import type { Db } from "../../app/query";
import * as repo from "./orders.repository";
import { gnbOrders, type OrdersDeps } from "./orders.usecases";

export function registerOrdersRoutes(router: Router, db: Db): void {
  const deps: OrdersDeps = { db, repo };
  router.mount("ordersGnb", async ({ member, query }) => gnbOrders(deps, member.mberNo, query));
}
