import { bindSchemas } from "./endpoint-schemas";
import {
  rouletteEventSchema,
  rouletteQuerySchema,
  rouletteSpinPageSchema,
  rouletteSpinParamsSchema,
  rouletteSpinResultSchema,
  rouletteSpinsQuerySchema,
  rouletteWriteSchema,
} from "./roulette";
import { rouletteRoutes } from "./routes-roulette";

const withSchemas = bindSchemas(rouletteRoutes);

/** Schemas of the roulette endpoints and their store side (routes-roulette.ts). */
export const rouletteEndpoints = {
  rouletteSpins: withSchemas("rouletteSpins", { query: rouletteSpinsQuerySchema, response: rouletteSpinPageSchema }),
  roulette: withSchemas("roulette", { query: rouletteQuerySchema, response: rouletteEventSchema }),
  rouletteSpin: withSchemas("rouletteSpin", { params: rouletteSpinParamsSchema, response: rouletteSpinResultSchema }),
  mngrRouletteCreate: withSchemas("mngrRouletteCreate", { body: rouletteWriteSchema, response: rouletteEventSchema }),
} as const;
