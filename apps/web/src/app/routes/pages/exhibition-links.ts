import { EXHIBITION_TYPES, type ExhibitionType } from "@cellar/contracts/client";
import { href, type RouteName } from "../paths";

/** The page of each exhibition kind: public ones on `/exhibition`, members-only ones on theirs. */
export const EXHIBITION_ROUTES: Record<ExhibitionType, RouteName> = {
  [EXHIBITION_TYPES.public]: "exhibition",
  [EXHIBITION_TYPES.onlyOne]: "membershipOnlyOne",
  [EXHIBITION_TYPES.brand]: "membershipBrand",
  [EXHIBITION_TYPES.plan]: "membershipPlan",
};

/** One exhibition's address: its kind's page with `?exhibitionNo=`. */
export function exhibitionHref(type: ExhibitionType, exhibitionNo: string): string {
  return href(EXHIBITION_ROUTES[type] as "exhibition", {}, { exhibitionNo });
}
