import type { Router } from "../../app/http/route";
import { requireStoreKey } from "../../app/http/store-key";
import * as repo from "./roulette.repository";
import { mySpins, type RouletteDeps, rouletteEvent, spin } from "./roulette.usecases";
import { createRoulette } from "./roulette-store.usecases";

/**
 * The roulette (issue 22): the event and its odds for everyone, spins and their history for a
 * member (user-api); the store side creates events (mngr-api, header `x-mngr-key`).
 */
export function registerRouletteRoutes(
  router: Router,
  given: Omit<RouletteDeps, "repo">,
  mngrApiKey: string | undefined,
): void {
  const deps: RouletteDeps = { ...given, repo };
  router.mount("rouletteSpins", async ({ member, query }) => mySpins(deps, member.mberNo, query));
  router.mount("roulette", async ({ query, member }) => rouletteEvent(deps, query.eventCd, member?.mberNo ?? null));
  router.mount("rouletteSpin", async ({ params, member }) => spin(deps, params.eventCd, member.mberNo));
  router.mount("mngrRouletteCreate", async ({ c, body }) => {
    requireStoreKey(c, mngrApiKey);
    return createRoulette(deps, body);
  });
}
