import { timingSafeEqual } from "node:crypto";
import type { Context } from "hono";
import { requestHeader } from "../../app/http/client-addr";
import type { AppEnv } from "../../app/http/context";
import { AppError } from "../../app/http/errors";
import type { Router } from "../../app/http/route";
import * as repo from "./roulette.repository";
import { mySpins, type RouletteDeps, rouletteEvent, spin } from "./roulette.usecases";
import { createRoulette } from "./roulette-store.usecases";

/** The store side's key (`x-mngr-key`, compared in constant time); no key configured refuses everything. */
function checkKey(c: Context<AppEnv>, mngrApiKey: string | undefined) {
  const sent = Buffer.from(requestHeader(c, "x-mngr-key") ?? "");
  const key = Buffer.from(mngrApiKey ?? "");
  if (!mngrApiKey || sent.length !== key.length || !timingSafeEqual(sent, key)) throw new AppError("forbidden");
}

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
    checkKey(c, mngrApiKey);
    return createRoulette(deps, body);
  });
}
