import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useLocation } from "react-router";
import { Button } from "../../../components/ui/button";
import { CartButton } from "../../../components/ui/cart-button";
import { EmptyState } from "../../../components/ui/empty-state";
import { PageHeader } from "../../../components/ui/page-header";
import { useGoBack } from "../../../components/ui/use-go-back";
import { codeLabel, useCatalogueCodes } from "../api/get-catalogue-codes";
import { CatalogueList } from "../components/catalogue-list";
import { useProductList } from "../hooks/use-product-list";
import { EMPTY_FILTERS } from "../rules/list-params";
import { readStoredListQuery } from "../rules/list-storage";
import styles from "./catalogue-routes.module.css";

export type CatalogueLinks = {
  product: (itemCd: string) => string;
  cart: string;
};

/**
 * `/product`: the product list. A bare `/product` opens with the filters and sort last used
 * (`prodLstParam`); any query string is taken as it is (docs/decisions/260-list-state-in-the-url.md).
 */
export function ProductListRoute({ links }: { links: CatalogueLinks }) {
  const { search } = useLocation();
  // Read once, when the page opens: later a bare address means the filters were all cleared.
  const [stored] = useState(() => (search ? null : readStoredListQuery()));
  // True from the start for an address with filters: setting it in the effect below would render
  // the whole list again, blocking, right after it hydrates.
  const [restored, setRestored] = useState(() => Boolean(search));
  useEffect(() => {
    if (search) setRestored(true);
  }, [search]);
  if (stored && !search && !restored) return <Navigate replace to={{ search: `?${stored}` }} />;
  return <ProductListScreen links={links} />;
}

function ProductListScreen({ links }: { links: CatalogueLinks }) {
  const { t, i18n } = useTranslation("catalogue");
  const goBack = useGoBack();
  const codes = useCatalogueCodes();
  const list = useProductList({ title: t("title") });
  const category = list.state.category ? codes.categories.find((c) => c.cd === list.state.category) : undefined;
  const heading = category ? codeLabel(category, i18n.language) : t("title");

  return (
    <>
      <PageHeader title={heading} onBack={goBack} right={<CartButton to={links.cart} />} />
      <main className={styles.page}>
        <CatalogueList
          list={list}
          productHref={links.product}
          empty={
            <EmptyState
              title={t("empty.title")}
              description={t("empty.description")}
              action={
                <Button variant="outline" size="md" onClick={() => list.setFilters(EMPTY_FILTERS)}>
                  {t("empty.reset")}
                </Button>
              }
            />
          }
        />
      </main>
    </>
  );
}
