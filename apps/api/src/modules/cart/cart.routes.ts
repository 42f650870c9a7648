import type { Db } from "../../app/db";
import type { Router } from "../../app/http/route";
import { countCartRows } from "./cart.repository";

export function registerCartRoutes(router: Router, db: Db): void {
  router.mount("cartCount", async ({ member }) => countCartRows(db, member.mberNo));
  // Special-sales guests get their cart with the special-sales issue; until then it is empty.
  router.mount("cartCountSpecial", async () => 0);
}
