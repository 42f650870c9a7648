import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { CartButton } from "../../../components/ui/cart-button";
import { ComingSoon } from "../../../components/ui/coming-soon";
import { PageHeader } from "../../../components/ui/page-header";
import { useGoBack } from "../../../components/ui/use-go-back";
import styles from "../components/system-pages.module.css";

type ComingSoonRouteProps = { title: string; withHeader: boolean; homeHref: string; cartHref: string };

/** Placeholder page for a route a later issue builds. */
export function ComingSoonRoute({ title, withHeader, homeHref, cartHref }: ComingSoonRouteProps) {
  const { t } = useTranslation("shell");
  const goBack = useGoBack(homeHref);
  return (
    <>
      {withHeader ? <PageHeader title={title} onBack={goBack} right={<CartButton to={cartHref} />} /> : null}
      <ComingSoon
        title={title}
        action={
          <Link to={homeHref} className={styles.linkButton}>
            {t("comingSoon.home")}
          </Link>
        }
      />
    </>
  );
}
