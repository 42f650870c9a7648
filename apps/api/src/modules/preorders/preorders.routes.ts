import type { Router } from "../../app/http/route";
import { requireStoreKey } from "../../app/http/store-key";
import type { PreordersDeps } from "./preorders.deps";
import * as repo from "./preorders.repository";
import { listPreorders, preorderDetail, quote } from "./preorders.usecases";
import { handOver, recordArrival } from "./preorders-store.usecases";
import { cancelReservation, createReservation, myReservations, reservationDetail } from "./reservations.usecases";

export type PreordersGiven = Omit<PreordersDeps, "repo">;

export const preordersDeps = (given: PreordersGiven): PreordersDeps => ({ ...given, repo });

/** Pre-orders (commerce-api) and their store side (mngr-api). Fixed paths before `:reservationNo`. */
export function registerPreorderRoutes(router: Router, given: PreordersGiven, mngrApiKey: string | undefined): void {
  const deps = preordersDeps(given);
  router.mount("preorders", async ({ query, member }) =>
    listPreorders(deps, query.tab, query.itemCd, member?.mberNo ?? null),
  );
  router.mount("preorderDetail", async ({ params, member }) =>
    preorderDetail(deps, params.preorderCd, member?.mberNo ?? null),
  );
  router.mount("preorderQuote", async ({ member, body }) => quote(deps, member.mberNo, body));
  router.mount("reservationCreate", async ({ member, body }) => createReservation(deps, member.mberNo, body));
  router.mount("reservations", async ({ member }) => myReservations(deps, member.mberNo));
  router.mount("reservationDetail", async ({ member, params }) =>
    reservationDetail(deps, member.mberNo, params.reservationNo),
  );
  router.mount("reservationCancel", async ({ member, params }) =>
    cancelReservation(deps, member.mberNo, params.reservationNo),
  );
  router.mount("mngrPreorderArrival", async ({ c, params, body }) => {
    requireStoreKey(c, mngrApiKey);
    return recordArrival(deps, params.preorderCd, body.tnantCd);
  });
  router.mount("mngrReservationHandOver", async ({ c, params, body }) => {
    requireStoreKey(c, mngrApiKey);
    return handOver(deps, params.reservationNo, body.handedBy);
  });
}
