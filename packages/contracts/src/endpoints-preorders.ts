import { bindSchemas } from "./endpoint-schemas";
import {
  preorderArrivalRequestSchema,
  preorderArrivalSchema,
  preorderDetailSchema,
  preorderListQuerySchema,
  preorderListSchema,
  preorderParams,
  preorderQuoteRequestSchema,
  preorderQuoteSchema,
  reservationCreateSchema,
  reservationHandOverRequestSchema,
  reservationListSchema,
  reservationParams,
  reservationSchema,
  reservationStartSchema,
} from "./preorders";
import { preorderRoutes } from "./routes-preorders";

const withSchemas = bindSchemas(preorderRoutes);

/** Schemas of the pre-order endpoints and their store side (routes-preorders.ts). */
export const preorderEndpoints = {
  preorders: withSchemas("preorders", { query: preorderListQuerySchema, response: preorderListSchema }),
  preorderDetail: withSchemas("preorderDetail", { params: preorderParams, response: preorderDetailSchema }),
  preorderQuote: withSchemas("preorderQuote", { body: preorderQuoteRequestSchema, response: preorderQuoteSchema }),
  reservationCreate: withSchemas("reservationCreate", {
    body: reservationCreateSchema,
    response: reservationStartSchema,
  }),
  reservations: withSchemas("reservations", { response: reservationListSchema }),
  reservationDetail: withSchemas("reservationDetail", { params: reservationParams, response: reservationSchema }),
  reservationCancel: withSchemas("reservationCancel", { params: reservationParams, response: reservationSchema }),
  mngrPreorderArrival: withSchemas("mngrPreorderArrival", {
    params: preorderParams,
    body: preorderArrivalRequestSchema,
    response: preorderArrivalSchema,
  }),
  mngrReservationHandOver: withSchemas("mngrReservationHandOver", {
    params: reservationParams,
    body: reservationHandOverRequestSchema,
    response: reservationSchema,
  }),
} as const;
