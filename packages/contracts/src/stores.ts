import { z } from "zod";
import { requiredString } from "./fields";
import { STORE_KEYWORD_MAX, STORE_REGIONS, STORE_SERVICES } from "./stores-constants";

const tnantCd = requiredString("tnantCd")
  .max(20, "tnantCd is too long")
  .regex(/^[A-Za-z0-9_]+$/, "tnantCd must be a code");
const flag = (field: string) => z.enum(["true", "false"], { error: `${field} must be true or false` }).optional();
const keyword = (field: string) =>
  z
    .string({ error: `${field} must be a string` })
    .trim()
    .max(STORE_KEYWORD_MAX, `${field} must be at most ${STORE_KEYWORD_MAX} characters`);
const coordinate = (field: string, min: number, max: number) =>
  z.coerce
    .number<string | number>({ error: `${field} must be a number` })
    .refine(Number.isFinite, `${field} must be a number`)
    .min(min, `${field} must be between ${min} and ${max}`)
    .max(max, `${field} must be between ${min} and ${max}`);

/** GET /api/tnant: search by name, district and address; region; open now; services (repeated keys, all must hold). */
export const storeListQuerySchema = z.object({
  keyword: keyword("keyword").optional(),
  region: z.enum(STORE_REGIONS, { error: `region must be one of ${STORE_REGIONS.join(", ")}` }).optional(),
  openNow: flag("openNow"),
  services: z
    .union([z.string(), z.array(z.string())])
    .transform((v) => (Array.isArray(v) ? v : [v]))
    .pipe(z.array(z.enum(STORE_SERVICES, { error: `services must be among ${STORE_SERVICES.join(", ")}` })))
    .optional(),
  /** Only the member's favourites. */
  favoriteOnly: flag("favoriteOnly"),
});
export type StoreListQuery = z.input<typeof storeListQuerySchema>;

/** One store (SPEC §3 Store; `distance` is computed by the client from the stored position). */
export const storeSchema = z.object({
  tnantCd: z.string(),
  tnantNm: z.string(),
  region: z.string(),
  district: z.string(),
  baseAddr: z.string(),
  detailAddr: z.string().nullable(),
  tel: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** HH:mm, Seoul time. */
  openTime: z.string(),
  closeTime: z.string(),
  /** Open at the moment of the answer (Seoul time). */
  isOpen: z.boolean(),
  services: z.object({ pickup: z.boolean(), wineKeep: z.boolean(), tasting: z.boolean() }),
  /** A favourite of the signed-in member (always false for a guest). */
  favorite: z.boolean(),
});
export type Store = z.infer<typeof storeSchema>;
/** Favourites first, then by name. */
export const storeListSchema = z.array(storeSchema);

export const storeRequestSchema = z.object({ tnantCd });

/** GET /api/tnant/{id}/stock: products whose name matches, with their stock at that store. */
export const storeStockQuerySchema = z.object({
  keyword: requiredString("keyword").max(STORE_KEYWORD_MAX, `keyword must be at most ${STORE_KEYWORD_MAX} characters`),
});
export const storeStockItemSchema = z.object({
  itemCd: z.string(),
  itemNm: z.string(),
  itemEngNm: z.string(),
  imageUrl: z.string(),
  /** Bottles at this store. */
  qty: z.number().int(),
});
export type StoreStockItem = z.infer<typeof storeStockItemSchema>;
export const storeStockListSchema = z.array(storeStockItemSchema);

/** GET /api/tnant/address: the district around a position. */
export const addressQuerySchema = z.object({
  lat: coordinate("lat", -90, 90),
  lng: coordinate("lng", -180, 180),
});
export const addressSchema = z.object({ address: z.string() });

/** GET /api/map-config: which map the web uses (docs/decisions/321). */
export const mapConfigSchema = z.object({
  /** `kakao` when a provider key is configured, otherwise `open` (Leaflet with the tile address). */
  provider: z.enum(["kakao", "open"]),
  appKey: z.string().nullable(),
  scriptUrl: z.string(),
  tileUrl: z.string(),
  tileAttribution: z.string(),
});
export type MapConfig = z.infer<typeof mapConfigSchema>;
