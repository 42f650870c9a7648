import type { ProductSummary } from "@cellar/contracts";
import type { Router } from "../../app/http/route";
import type { Queryable } from "../../app/query";
import * as seller from "./my-seller.repository";
import { mySeller } from "./my-seller.usecases";
import { productCards as productCardsWith } from "./product-cards";
import * as detail from "./product-detail.repository";
import * as repo from "./products.repository";
import { listProducts, type ProductsDeps, productDetail, productStock, productsByCodes } from "./products.usecases";

/**
 * Product cards of the wish-list, restock and review lists (for other modules), in the order of
 * the codes asked; unknown and withdrawn items are left out.
 */
export const productCards = (
  db: Queryable,
  itemCds: string[],
  mberNo: string | null,
  now?: Date,
): Promise<ProductSummary[]> => productCardsWith(repo, db, itemCds, mberNo, now);

/**
 * Products (product-api /api/products...). `by-codes` and `myseller` are mounted before
 * `:itemCd`, which would otherwise take them as item codes.
 */
export function registerProductsRoutes(router: Router, given: Omit<ProductsDeps, "repo" | "detail" | "seller">): void {
  const deps: ProductsDeps = { ...given, repo, detail, seller };
  router.mount("products", async ({ query, member }) => listProducts(deps, query, member?.mberNo ?? null));
  router.mount("productsByCodes", async ({ query, member }) =>
    productsByCodes(deps, query.itemCds, member?.mberNo ?? null),
  );
  router.mount("mySeller", async ({ query, member }) => mySeller(deps, member.mberNo, query));
  router.mount("productDetail", async ({ params, query, member }) =>
    productDetail(deps, params.itemCd, query.tnantCd, member?.mberNo ?? null),
  );
  router.mount("productStock", async ({ params, query }) =>
    productStock(deps, params.itemCd, query.inStockOnly === "true"),
  );
}
