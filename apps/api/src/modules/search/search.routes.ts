import type { Router } from "../../app/http/route";
import * as repo from "./search.repository";
import { popular, type SearchDeps, suggest } from "./search.usecases";

/** Suggestions while typing and popular terms (product-api /api/search/...). */
export function registerSearchRoutes(router: Router, given: Omit<SearchDeps, "repo">): void {
  const deps: SearchDeps = { ...given, repo };
  router.mount("searchSuggest", async ({ query }) => suggest(deps, query.q));
  router.mount("searchPopular", async () => popular(deps));
}
