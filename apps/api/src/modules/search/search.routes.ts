import type { Logger } from "pino";
import type { Router } from "../../app/http/route";
import type { Db, Queryable } from "../../app/query";
import * as repo from "./search.repository";
import { popular, type SearchDeps, suggest } from "./search.usecases";
import { correctTerm as correctTermWith } from "./search-correction";
import { logSearch as logSearchWith } from "./search-log";

/** The term with words that match nothing replaced by the closest product-name words (for products). */
export const correctTerm = (db: Db, term: string) => correctTermWith(repo, db, term);
/** Logs a search term in the batched search log (for products). */
export const logSearch = (db: Queryable, logger: Logger, term: string, at: Date) =>
  logSearchWith(repo, db, logger, term, at);

/** Suggestions while typing and popular terms (product-api /api/search/...). */
export function registerSearchRoutes(router: Router, given: Omit<SearchDeps, "repo">): void {
  const deps: SearchDeps = { ...given, repo };
  router.mount("searchSuggest", async ({ query }) => suggest(deps, query.q));
  router.mount("searchPopular", async () => popular(deps));
}
