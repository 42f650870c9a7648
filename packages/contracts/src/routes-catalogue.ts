import type { EndpointRoute } from "./routes";

/**
 * Issue 4, catalogue (product-api): products, search, home, promotions, exhibitions, my seller.
 * `by-codes` and `myseller` are listed before `:itemCd` so that they are matched first.
 */
export const catalogueRoutes = {
  products: { method: "GET", prefix: "product-api", path: "/api/products", auth: "optional" },
  productsByCodes: { method: "GET", prefix: "product-api", path: "/api/products/by-codes", auth: "optional" },
  mySeller: { method: "GET", prefix: "product-api", path: "/api/products/myseller", auth: "member" },
  productDetail: { method: "GET", prefix: "product-api", path: "/api/products/:itemCd", auth: "optional" },
  productStock: { method: "GET", prefix: "product-api", path: "/api/products/:itemCd/stock", auth: "none" },
  searchSuggest: { method: "GET", prefix: "product-api", path: "/api/search/suggest", auth: "none" },
  searchPopular: { method: "GET", prefix: "product-api", path: "/api/search/popular", auth: "none" },
  home: { method: "GET", prefix: "product-api", path: "/api/home", auth: "optional" },
  promotions: { method: "GET", prefix: "product-api", path: "/api/promotions", auth: "none" },
  promotionDetail: { method: "GET", prefix: "product-api", path: "/api/promotions/:promotionNo", auth: "optional" },
  exhibitions: { method: "GET", prefix: "product-api", path: "/api/exhibitions", auth: "optional" },
  exhibitionDetail: { method: "GET", prefix: "product-api", path: "/api/exhibitions/:exhibitionNo", auth: "optional" },
} as const satisfies Record<string, EndpointRoute>;
