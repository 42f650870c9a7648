import type { PreorderTab } from "@cellar/contracts/client";

/** Query keys of the pre-order pages; a reservation's change invalidates `all`. */
export const preorderKeys = {
  all: ["preorders"] as const,
  list: (tab: PreorderTab) => ["preorders", "list", tab] as const,
  ofItem: (itemCd: string) => ["preorders", "item", itemCd] as const,
  detail: (cd: string) => ["preorders", "detail", cd] as const,
  quote: (body: unknown) => ["preorders", "quote", body] as const,
  reservations: ["preorders", "reservations"] as const,
  reservation: (no: string) => ["preorders", "reservation", no] as const,
};
