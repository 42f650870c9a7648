import type { Router } from "../../app/http/route";
import * as repo from "./exhibitions.repository";
import {
  type ExhibitionsDeps,
  exhibitionDetail,
  exhibitions,
  home,
  promotionDetail,
  promotions,
} from "./exhibitions.usecases";

/** Home, promotions and exhibitions (product-api). */
export function registerExhibitionsRoutes(router: Router, given: Omit<ExhibitionsDeps, "repo">): void {
  const deps: ExhibitionsDeps = { ...given, repo };
  router.mount("home", async ({ member }) => home(deps, member?.mberNo ?? null));
  router.mount("promotions", async ({ query }) => promotions(deps, query.period));
  router.mount("promotionDetail", async ({ params, query, member }) =>
    promotionDetail(deps, params.promotionNo, query, member?.mberNo ?? null),
  );
  router.mount("exhibitions", async ({ query, member }) =>
    exhibitions(deps, query.exhibitionType, member?.mberNo ?? null),
  );
  router.mount("exhibitionDetail", async ({ params, query, member }) =>
    exhibitionDetail(deps, params.exhibitionNo, query, member?.mberNo ?? null),
  );
}
