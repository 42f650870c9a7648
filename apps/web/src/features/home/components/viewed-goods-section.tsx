import { useEffect, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useViewedGoodsState } from "../../../domain/viewed-goods/viewed-goods-state";
import { useProductsByCodes } from "../api/get-products-by-codes";
import { HomeSection } from "./home-section";
import { ProductRail, ProductRailSkeleton } from "./product-rail";

/**
 * Recently viewed goods (SPEC §9: the last 30 days, at most 30, newest first), read from the
 * viewed-goods store and fetched in that order. Hidden when there are none.
 */
export function ViewedGoodsSection({ productTo }: { productTo: (itemCd: string) => string }) {
  const { t } = useTranslation("home");
  const entries = useViewedGoodsState((s) => s.entries);
  const current = useViewedGoodsState((s) => s.current);
  // What aged out since the store was read is dropped when home shows.
  useEffect(() => {
    current();
  }, [current]);
  const itemCds = useMemo(() => entries.map((e) => e.itemCd), [entries]);
  const query = useProductsByCodes(itemCds);

  if (itemCds.length === 0) return null;
  if (query.isError || (query.isSuccess && query.data.length === 0)) return null;
  return (
    <HomeSection name="viewed" title={t("viewed.title")}>
      {query.data ? (
        <ProductRail products={query.data} productTo={productTo} label={t("viewed.title")} />
      ) : (
        <ProductRailSkeleton count={Math.min(4, itemCds.length)} />
      )}
    </HomeSection>
  );
}
