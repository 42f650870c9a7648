import { z } from "zod";
import {
  detailPageQuerySchema,
  exhibitionDetailSchema,
  exhibitionListQuerySchema,
  exhibitionListSchema,
  homeSchema,
  mySellerPageSchema,
  popularKeywordsSchema,
  productDetailQuerySchema,
  productDetailSchema,
  productListQuerySchema,
  productListSchema,
  productPageSchema,
  productStockQuerySchema,
  productStockSchema,
  productsByCodesQuerySchema,
  promotionDetailSchema,
  promotionListQuerySchema,
  promotionListSchema,
  suggestionSchema,
  suggestQuerySchema,
} from "./catalogue";
import { bindSchemas } from "./endpoint-schemas";
import { keyParam } from "./input-rules";
import { pageQuerySchema } from "./paging";
import { catalogueRoutes } from "./routes-catalogue";

const withSchemas = bindSchemas(catalogueRoutes);
const itemCdParams = z.object({ itemCd: keyParam("itemCd") });

/** Schemas of the catalogue endpoints (routes-catalogue.ts). */
export const catalogueEndpoints = {
  products: withSchemas("products", { query: productListQuerySchema, response: productPageSchema }),
  productsByCodes: withSchemas("productsByCodes", { query: productsByCodesQuerySchema, response: productListSchema }),
  mySeller: withSchemas("mySeller", { query: pageQuerySchema, response: mySellerPageSchema }),
  productDetail: withSchemas("productDetail", {
    params: itemCdParams,
    query: productDetailQuerySchema,
    response: productDetailSchema,
  }),
  productStock: withSchemas("productStock", {
    params: itemCdParams,
    query: productStockQuerySchema,
    response: productStockSchema,
  }),
  searchSuggest: withSchemas("searchSuggest", { query: suggestQuerySchema, response: suggestionSchema }),
  searchPopular: withSchemas("searchPopular", { response: popularKeywordsSchema }),
  home: withSchemas("home", { response: homeSchema }),
  promotions: withSchemas("promotions", { query: promotionListQuerySchema, response: promotionListSchema }),
  promotionDetail: withSchemas("promotionDetail", {
    params: z.object({ promotionNo: keyParam("promotionNo") }),
    query: detailPageQuerySchema,
    response: promotionDetailSchema,
  }),
  exhibitions: withSchemas("exhibitions", { query: exhibitionListQuerySchema, response: exhibitionListSchema }),
  exhibitionDetail: withSchemas("exhibitionDetail", {
    params: z.object({ exhibitionNo: keyParam("exhibitionNo") }),
    query: detailPageQuerySchema,
    response: exhibitionDetailSchema,
  }),
};
