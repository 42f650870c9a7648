import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router";
import { useSessionState } from "../../../features/auth/state/session-state";
import { storeListQueryOptions } from "../../../features/stores/api/get-stores";
import { StoreFinderRoute } from "../../../features/stores/routes/store-finder-route";
import { readFinderState } from "../../../features/stores/rules/store-filters";
import { href } from "../paths";
import { clientSide, prefetched } from "../prefetch";

const productHref = (itemCd: string) => href("productDetail", { itemCd });

/** The stores (filters from the address, the member's favourites marked) in the first answer. */
export const loader = prefetched(async (queryClient, { request, context }) => {
  const member = await context.member();
  const { filters } = readFinderState(new URL(request.url).searchParams);
  await queryClient.prefetchQuery(storeListQueryOptions(filters, member?.mberNo ?? null));
});
export const clientLoader = clientSide;

/** `/store`: the store finder (issue 5), with the member and the way to login composed in. */
export default function StorePage() {
  const mberNo = useSessionState((s) => s.loginUserInfo?.mberNo ?? null);
  const navigate = useNavigate();
  const location = useLocation();
  const onLoginRequired = useCallback(
    () => void navigate(href("login", {}, { redirectPath: `${location.pathname}${location.search}` })),
    [navigate, location.pathname, location.search],
  );
  return <StoreFinderRoute mberNo={mberNo} onLoginRequired={onLoginRequired} productHref={productHref} />;
}
