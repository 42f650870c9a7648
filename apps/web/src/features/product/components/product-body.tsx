import type { ProductDetail } from "@cellar/contracts/client";
import type { ReactNode } from "react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { SelectedStore as ChosenStore } from "../../../domain/stores/store-info-state";
import { formatNumber } from "../../../lib/format/number";
import { type PriceLines, unitPrice, type Viewer } from "../rules/pricing";
import { maxQuantity } from "../rules/quantity";
import { BuyBar } from "./buy-bar";
import { OptionSheet } from "./option-sheet";
import styles from "./product-body.module.css";
import { ProductFacts } from "./product-facts";
import { ProductGallery } from "./product-gallery";
import { ProductPrices } from "./product-prices";
import sections from "./product-sections.module.css";
import { StoreStock } from "./store-stock";
import { Pairings, TastingNotes } from "./tasting-notes";

/** Gallery, names, rating and (unless gated: lines null) prices. */
export function ProductHead({ product: p, lines }: { product: ProductDetail; lines: PriceLines | null }) {
  const { t } = useTranslation("product");
  const images = p.images.length > 0 ? p.images : [{ fileSeqNo: 1, url: p.imageUrl }];
  return (
    <>
      <ProductGallery images={images} name={p.itemNm} blurred={lines === null} />
      <section className={styles.head}>
        <div className={styles.badges}>
          {p.memberOnly ? <span className={styles.badgeMember}>{t("common:product.memberOnly")}</span> : null}
          {p.isBest ? <span className={styles.badge}>{t("common:product.best")}</span> : null}
          {p.isNew ? <span className={styles.badge}>{t("common:product.new")}</span> : null}
          {p.soldOut ? <span className={styles.badgeSoldOut}>{t("soldOut")}</span> : null}
        </div>
        {p.producer ? <p className={styles.producer}>{p.producer}</p> : null}
        <h2 className={styles.name}>{p.itemNm}</h2>
        <p className={styles.engName} lang="en">
          {p.itemEngNm}
        </p>
        <p className={styles.meta}>
          {[p.clasMNm, p.countryNm, p.regionNm, p.vintage ? String(p.vintage) : null].filter(Boolean).join(" · ")}
        </p>
        {lines && (p.reviewCount > 0 || p.score !== null) ? (
          <p className={styles.rating}>
            {p.reviewCount > 0 ? (
              <a href="#product-reviews" className={styles.reviewLink}>
                <span aria-hidden="true" className={styles.star}>
                  ★
                </span>{" "}
                {p.reviewAvg.toFixed(1)}{" "}
                <span className={styles.reviewCount}>
                  {t("reviews")} {formatNumber(p.reviewCount)}
                </span>
              </a>
            ) : null}
            {p.score !== null ? (
              <span className={styles.score}>{t("facts.scoreValue", { value: p.score })}</span>
            ) : null}
          </p>
        ) : null}
        {lines ? <ProductPrices lines={lines} /> : null}
      </section>
    </>
  );
}

type ProductBodyProps = {
  product: ProductDetail;
  viewer: Viewer;
  lines: PriceLines;
  chosen: ChosenStore | null;
  onChoose: (store: ChosenStore) => void;
  wish: ReactNode;
  reviews: ReactNode;
  onLoginRequired: () => void;
  onAddToCart?: (line: { itemCd: string; tnantCd: string; optItemCd: string | null; itemQty: number }) => Promise<void>;
};

/** Everything a member (or a guest on a non-liquor item) sees below the header. */
export function ProductBody({
  product: p,
  viewer,
  lines,
  chosen,
  onChoose,
  wish,
  reviews,
  onLoginRequired,
  onAddToCart,
}: ProductBodyProps) {
  const { t } = useTranslation("product");
  const [sheet, setSheet] = useState(false);
  return (
    <main className={styles.page}>
      <ProductHead product={p} lines={lines} />
      <ProductFacts product={p} />
      <TastingNotes notes={p.tastingNotes} />
      <Pairings pairings={p.pairings} />
      <StoreStock
        itemCd={p.itemCd}
        stock={p.stock}
        storesInStock={p.storesInStock}
        chosen={chosen}
        onChoose={onChoose}
      />
      {p.description ? (
        <section className={sections.section} aria-labelledby="product-description">
          <h2 id="product-description" className={sections.title}>
            {t("description.title")}
          </h2>
          <p className={sections.description}>{p.description}</p>
        </section>
      ) : null}
      <div id="product-reviews" className={sections.reviewsPlace}>
        {reviews}
      </div>
      <BuyBar
        product={p}
        isMember={viewer.isMember}
        tnantCd={chosen?.tnantCd ?? null}
        wish={wish}
        onBuy={() => setSheet(true)}
        onLoginRequired={onLoginRequired}
      />
      <OptionSheet
        open={sheet}
        onClose={() => setSheet(false)}
        name={p.itemNm}
        options={p.options}
        unit={unitPrice(p, viewer)}
        max={maxQuantity(p.stock?.qty)}
        tnantCd={chosen?.tnantCd ?? null}
        onAddToCart={
          onAddToCart && chosen
            ? (line) => onAddToCart({ ...line, itemCd: p.itemCd, tnantCd: chosen.tnantCd })
            : undefined
        }
      />
    </main>
  );
}
