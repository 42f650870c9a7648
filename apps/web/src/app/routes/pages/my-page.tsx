import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { infiniteListOptions } from "../../../components/ui/use-infinite-list";
import { type MyCounts, MyRoute } from "../../../features/account/routes/my-route";
import { checkQueryKey } from "../../../features/auth/api/check";
import { useSessionState } from "../../../features/auth/state/session-state";
import { usableCouponCountQueryOptions } from "../../../features/coupons/api/get-coupon-page";
import { inProgressOrderCountQueryOptions } from "../../../features/membership/api/get-gnb-orders";
import { useGradeInfo } from "../../../features/membership/api/get-grade-info";
import { stampCardQueryOptions } from "../../../features/stamps/api/get-stamp-card";
import { wishlistList } from "../../../features/wishlist/api/get-wishlist";
import { WishlistSection } from "../../../features/wishlist/components/wishlist-section";
import { invalidateAfterChange } from "../../../lib/query/after-change";
import { useGlobalState } from "../../../lib/state/global-state";
import { logout } from "../../session";
import { href } from "../paths";
import { clientSide, prefetched } from "../prefetch";
import { MY_LINKS } from "./my-links";

// issue 4, WEB-PRODUCT: the wish-list on my page (with links to restock alerts).
const productHref = (itemCd: string) => href("productDetail", { itemCd });
const wishLinks = { restock: MY_LINKS.restock, reviews: MY_LINKS.reviews };

/** The wish-list's first page in the first answer (the member comes from the session). */
export const loader = prefetched((queryClient) => queryClient.prefetchInfiniteQuery(infiniteListOptions(wishlistList)));
export const clientLoader = clientSide;

/** The counts beside my page's entries, each from its feature's own endpoint, after the first paint. */
function useMyCounts(enabled: boolean): MyCounts {
  const coupons = useQuery({ ...usableCouponCountQueryOptions(), enabled });
  const orders = useQuery({ ...inProgressOrderCountQueryOptions(), enabled });
  const stamps = useQuery({ ...stampCardQueryOptions(), enabled });
  const grade = useGradeInfo(enabled);
  const newAlarms = useGlobalState((s) => s.newAlarmCount);
  return {
    coupons: coupons.data,
    inProgressOrders: orders.data,
    stamps: stamps.data?.balance,
    prepaidBalance: grade.data?.prepaidBalance ?? undefined,
    newAlarms: enabled ? newAlarms : undefined,
  };
}

export default function MyPage() {
  const member = useSessionState((s) => s.loginUserInfo);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const counts = useMyCounts(member !== null);
  const onCallback = useCallback(() => {
    void invalidateAfterChange(queryClient, checkQueryKey);
  }, [queryClient]);
  const onLogout = async () => {
    await logout();
    void navigate(href("main"), { replace: true });
  };
  return (
    <MyRoute
      links={MY_LINKS}
      member={member}
      counts={counts}
      onCallback={onCallback}
      onLogout={onLogout}
      wishlist={<WishlistSection productHref={productHref} links={wishLinks} />}
    />
  );
}
