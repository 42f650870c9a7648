import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { useSessionState } from "../../../features/auth/state/session-state";
import { SubPage } from "../../../features/exhibitions/components/sub-page";
import { MySellerRoute } from "../../../features/exhibitions/routes/my-seller-route";
import { href } from "../paths";

export default function MySellerPage() {
  const { t } = useTranslation("exhibitions");
  const location = useLocation();
  const memberNo = useSessionState((s) => s.userInfo?.mberNo || null);
  const links = {
    loginTo: href("login", {}, { redirectPath: `${location.pathname}${location.search}` }),
    shopTo: href("product"),
    productTo: (itemCd: string) => href("productDetail", { itemCd }),
  };
  return (
    <SubPage title={t("mySeller.title")} cartTo={href("cart")}>
      <MySellerRoute memberNo={memberNo} links={links} />
    </SubPage>
  );
}
