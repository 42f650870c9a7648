import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router";
import { useSessionStore } from "../../../features/auth/stores/session-store";
import { StoreFinderRoute } from "../../../features/stores/routes/store-finder-route";
import { href } from "../paths";

const productHref = (itemCd: string) => href("productDetail", { itemCd });

/** `/store`: the store finder (issue 5), with the member and the way to login composed in. */
export default function StorePage() {
  const mberNo = useSessionStore((s) => s.loginUserInfo?.mberNo ?? null);
  const navigate = useNavigate();
  const location = useLocation();
  const onLoginRequired = useCallback(
    () => void navigate(href("login", {}, { redirectPath: `${location.pathname}${location.search}` })),
    [navigate, location.pathname, location.search],
  );
  return <StoreFinderRoute mberNo={mberNo} onLoginRequired={onLoginRequired} productHref={productHref} />;
}
