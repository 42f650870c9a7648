import { bindSchemas } from "./endpoint-schemas";
import { wineKeepRoutes } from "./routes-wine-keep";
import {
  wineKeepBarcodeParamsSchema,
  wineKeepDetailSchema,
  wineKeepHandOverRequestSchema,
  wineKeepListSchema,
  wineKeepParamsSchema,
} from "./wine-keep";

const withSchemas = bindSchemas(wineKeepRoutes);

/** Schemas of the wine-keep endpoints and their store side (routes-wine-keep.ts). */
export const wineKeepEndpoints = {
  wineKeepList: withSchemas("wineKeepList", { response: wineKeepListSchema }),
  wineKeepDetail: withSchemas("wineKeepDetail", { params: wineKeepParamsSchema, response: wineKeepDetailSchema }),
  wineKeepExtend: withSchemas("wineKeepExtend", { params: wineKeepParamsSchema, response: wineKeepDetailSchema }),
  mngrWineKeepLookup: withSchemas("mngrWineKeepLookup", {
    params: wineKeepBarcodeParamsSchema,
    response: wineKeepDetailSchema,
  }),
  mngrWineKeepHandOver: withSchemas("mngrWineKeepHandOver", {
    params: wineKeepParamsSchema,
    body: wineKeepHandOverRequestSchema,
    response: wineKeepDetailSchema,
  }),
} as const;
