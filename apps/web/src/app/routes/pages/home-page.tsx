import { type Exhibition, PRODUCT_SORTS } from "@cellar/contracts/client";
import { useShallow } from "zustand/react/shallow";
import { useSessionState } from "../../../features/auth/state/session-state";
import { homeQueryOptions } from "../../../features/home/api/get-home";
import type { HomeLinks } from "../../../features/home/routes/home-route";
import { HomeRoute } from "../../../features/home/routes/home-route";
import { href } from "../paths";
import { clientSide, prefetched } from "../prefetch";
import { eventShortcutLinks } from "./event-shortcut-links";
import { exhibitionHref } from "./exhibition-links";

const links: HomeLinks = {
  home: href("main"),
  search: href("search"),
  cart: href("cart"),
  login: href("login", {}, { redirectPath: href("main") }),
  promotions: href("promotion"),
  exhibitions: href("exhibition"),
  ranking: href("product", {}, { sort: PRODUCT_SORTS.recommended }),
  newArrivals: href("product", {}, { sort: PRODUCT_SORTS.newest }),
  onlyOne: href("membershipOnlyOne"),
  brand: href("membershipBrand"),
  plan: href("membershipPlan"),
  mySeller: href("mySeller"),
  productTo: (itemCd) => href("productDetail", { itemCd }),
  promotionTo: (promotionNo) => href("promotionDetail", {}, { promotionNo }),
  exhibitionTo: (e: Exhibition) => exhibitionHref(e.exhibitionType, e.exhibitionNo),
  categoryTo: (category) => href("product", {}, { category }),
  eventShortcuts: eventShortcutLinks,
};

/** The home data in the first answer, for the member of the session (decision 372). */
export const loader = prefetched(async (queryClient, { context }) => {
  const member = await context.member();
  await queryClient.prefetchQuery(homeQueryOptions(member?.mberNo ?? null));
});
export const clientLoader = clientSide;

export default function HomePage() {
  const member = useSessionState(
    useShallow((s) => (s.userInfo?.mberNo ? { mberNo: s.userInfo.mberNo, korMberNm: s.userInfo.korMberNm } : null)),
  );
  return <HomeRoute links={links} member={member} />;
}
