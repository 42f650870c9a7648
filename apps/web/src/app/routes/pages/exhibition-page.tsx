import { EXHIBITION_TYPES, type ExhibitionType } from "@cellar/contracts/client";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { useSessionState } from "../../../features/auth/state/session-state";
import { SubPage } from "../../../features/exhibitions/components/sub-page";
import { type ExhibitionLinks, ExhibitionRoute } from "../../../features/exhibitions/routes/exhibition-route";
import { href } from "../paths";
import { useCurrentRouteName } from "../route-handle";
import { EXHIBITION_ROUTES, exhibitionHref } from "./exhibition-links";

const TYPE_OF_ROUTE = Object.fromEntries(
  Object.entries(EXHIBITION_ROUTES).map(([type, route]) => [route, type]),
) as Record<string, ExhibitionType>;

/** `/exhibition`, `/membershipOnlyOne`, `/membershipBrand`, `/membershipPlan`: one page module, the kind by route. */
export default function ExhibitionPage() {
  const { t } = useTranslation("exhibitions");
  const routeName = useCurrentRouteName() ?? "exhibition";
  const type = TYPE_OF_ROUTE[routeName] ?? EXHIBITION_TYPES.public;
  const location = useLocation();
  const isMember = useSessionState((s) => Boolean(s.userInfo?.mberNo));
  const links: ExhibitionLinks = {
    listTo: href(EXHIBITION_ROUTES[type] as "exhibition"),
    exhibitionTo: (exhibitionNo) => exhibitionHref(type, exhibitionNo),
    productTo: (itemCd) => href("productDetail", { itemCd }),
    loginTo: href("login", {}, { redirectPath: `${location.pathname}${location.search}` }),
  };
  return (
    <SubPage title={t(`kinds.${type}.title`)} cartTo={href("cart")}>
      <ExhibitionRoute key={type} type={type} links={links} isMember={isMember} />
    </SubPage>
  );
}
