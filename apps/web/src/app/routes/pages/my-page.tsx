import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { infiniteListOptions } from "../../../components/ui/use-infinite-list";
import { MyRoute } from "../../../features/account/routes/my-route";
import { checkQueryKey } from "../../../features/auth/api/check";
import { useSessionState } from "../../../features/auth/state/session-state";
import { wishlistList } from "../../../features/wishlist/api/get-wishlist";
import { WishlistSection } from "../../../features/wishlist/components/wishlist-section";
import { invalidateAfterChange } from "../../../lib/query/after-change";
import { logout } from "../../session";
import { href } from "../paths";
import { clientSide, prefetched } from "../prefetch";

const links = {
  coupon: href("coupon"),
  membership: href("membership"),
  orders: href("orderHistory"),
  alarms: href("alert"),
  settings: href("mySetting"),
  pickup: href("myPickup"),
  stores: href("store"),
  notices: href("notice"),
  faq: href("faq"),
  terms: href("terms"),
  luckyDrawHistory: href("luckyDrawHistory"),
  rouletteHistory: href("rouletteDetail"),
  events: href("eventPage"),
  wineKeep: href("wineKeep"),
  specialSales: href("specialSales"),
  manage: href("memberManage"),
  changePwd: href("changepwd"),
  login: href("login", {}, { redirectPath: href("mypage") }),
  join: href("join"),
};

// issue 4, WEB-PRODUCT: the wish-list on my page (with links to restock alerts).
const productHref = (itemCd: string) => href("productDetail", { itemCd });
const wishLinks = { restock: href("myRestock"), reviews: href("myReview") };

/** The wish-list's first page in the first answer (the member comes from the session). */
export const loader = prefetched((queryClient) => queryClient.prefetchInfiniteQuery(infiniteListOptions(wishlistList)));
export const clientLoader = clientSide;

export default function MyPage() {
  const member = useSessionState((s) => s.loginUserInfo);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const onCallback = useCallback(() => {
    void invalidateAfterChange(queryClient, checkQueryKey);
  }, [queryClient]);
  const onLogout = async () => {
    await logout();
    void navigate(href("main"), { replace: true });
  };
  return (
    <MyRoute links={links} member={member} onCallback={onCallback} onLogout={onLogout}>
      {member ? <WishlistSection productHref={productHref} links={wishLinks} /> : null}
    </MyRoute>
  );
}
