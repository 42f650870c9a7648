import { useTranslation } from "react-i18next";
import { ComingSoonRoute } from "../../../features/system/routes/coming-soon-route";
import { href, ROUTES } from "../paths";
import { useCurrentRouteName } from "../route-handle";

export default function ComingSoonPage() {
  const { t } = useTranslation("shell");
  const name = useCurrentRouteName() ?? "notfound";
  return (
    <ComingSoonRoute
      title={t(`routes:${name}`)}
      withHeader={ROUTES[name].header !== "none"}
      homeHref={href("main")}
      cartHref={href("cart")}
    />
  );
}
