import type { Router } from "../../app/http/route";
import { mySeller } from "./my-seller.usecases";
import { listProducts, type ProductsDeps, productDetail, productStock, productsByCodes } from "./products.usecases";

/**
 * Products (product-api /api/products...). `by-codes` and `myseller` are mounted before
 * `:itemCd`, which would otherwise take them as item codes.
 */
export function registerProductsRoutes(router: Router, deps: ProductsDeps): void {
  router.mount("products", async ({ query, member }) => listProducts(deps, query, member?.mberNo ?? null));
  router.mount("productsByCodes", async ({ query, member }) =>
    productsByCodes(deps, query.itemCds, member?.mberNo ?? null),
  );
  router.mount("mySeller", async ({ query, member }) => mySeller(deps.db, member.mberNo, query, deps.clock()));
  router.mount("productDetail", async ({ params, query, member }) =>
    productDetail(deps, params.itemCd, query.tnantCd, member?.mberNo ?? null),
  );
  router.mount("productStock", async ({ params, query }) =>
    productStock(deps, params.itemCd, query.inStockOnly === "true"),
  );
}
