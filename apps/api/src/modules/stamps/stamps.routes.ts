import type { Router } from "../../app/http/route";
import type { Db, Queryable } from "../../app/query";
import * as repo from "./stamps.repository";
import {
  recordInTx as recordInTxWith,
  recordStampTransaction as recordStampTransactionWith,
  type StampInput,
  type StampsDeps,
  stampCard,
  stampHistory,
} from "./stamps.usecases";
import { redeemReward } from "./stamps-redeem.usecases";

/** The module's use-case deps, built once: its repository. */
const stamps: StampsDeps = { repo };

/** Stamp moves other modules (checkout) and the seed make, with this module's repository. */
export const recordStampTransaction = (db: Db, input: StampInput) => recordStampTransactionWith(stamps, db, input);
export const recordInTx = (tx: Queryable, input: StampInput) => recordInTxWith(stamps, tx, input);

export function registerStampsRoutes(router: Router, deps: { db: Db; clock: () => Date }): void {
  router.mount("stampCard", async ({ member }) => stampCard(stamps, deps.db, member.mberNo, deps.clock()));
  router.mount("stampHistory", async ({ member, query }) =>
    stampHistory(stamps, deps.db, member.mberNo, query.pageNo, query.pageSize),
  );
  router.mount("stampRedeem", async ({ member }) => redeemReward(stamps, deps.db, member.mberNo, deps.clock()));
}
