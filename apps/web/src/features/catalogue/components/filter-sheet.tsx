import { DEFAULT_PRODUCT_SORT } from "@cellar/contracts/client";
import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { BottomSheet } from "../../../components/ui/bottom-sheet";
import { Button } from "../../../components/ui/button";
import { Chips } from "../../../components/ui/chips";
import { formatNumber } from "../../../lib/format/number";
import { type CatalogueCodes, codeLabel } from "../api/get-catalogue-codes";
import { useProductCount } from "../api/get-products";
import {
  EMPTY_FILTERS,
  type ListFilters,
  toggleIn,
  toggleOne,
  toProductQuery,
  withCategory,
} from "../rules/list-params";
import styles from "./filter-sheet.module.css";

type FilterSheetProps = {
  open: boolean;
  onClose: () => void;
  codes: CatalogueCodes;
  applied: ListFilters;
  searchWord?: string;
  onApply: (filters: ListFilters) => void;
};

const ALL = "__all";

/** Every filter of the goods search state in one sheet; the apply button tells how many items match. */
export function FilterSheet({ open, onClose, codes, applied, searchWord, onApply }: FilterSheetProps) {
  const { t, i18n } = useTranslation("catalogue");
  const [draft, setDraft] = useState<ListFilters>(applied);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the draft starts again from the applied filters each time the sheet opens
  useEffect(() => {
    if (open) setDraft(applied);
  }, [open]);
  // The count does not depend on the sort: one cache entry per draft.
  const count = useProductCount(toProductQuery({ ...draft, sort: DEFAULT_PRODUCT_SORT }, searchWord), open);
  const lang = i18n.language;
  const items = (list: CatalogueCodes["countries"]) => list.map((c) => ({ value: c.cd, label: codeLabel(c, lang) }));
  const subs = draft.category ? (codes.subCategories[draft.category] ?? []) : [];

  const section = (title: string, body: ReactNode) => (
    <section className={styles.section}>
      <h3 className={styles.heading}>{title}</h3>
      {body}
    </section>
  );

  return (
    <BottomSheet
      open={open}
      onClose={onClose}
      title={t("filter.title")}
      footer={
        <div className={styles.footer}>
          <Button variant="outline" size="lg" className={styles.reset} onClick={() => setDraft(EMPTY_FILTERS)}>
            {t("filter.reset")}
          </Button>
          <Button
            variant="primary"
            size="lg"
            block
            onClick={() => {
              onApply(draft);
              onClose();
            }}
          >
            {count.data === undefined
              ? t("filter.apply")
              : t("filter.applyCount", { count: count.data, value: formatNumber(count.data) })}
          </Button>
        </div>
      }
    >
      {section(
        t("filter.category"),
        <Chips
          label={t("filter.category")}
          items={[{ value: ALL, label: t("filter.all") }, ...items(codes.categories)]}
          selected={[draft.category ?? ALL]}
          onToggle={(v) => setDraft(withCategory(draft, v === ALL ? undefined : v))}
        />,
      )}
      {subs.length > 0
        ? section(
            t("filter.subCategory"),
            <Chips
              label={t("filter.subCategory")}
              items={items(subs)}
              selected={draft.sCategories}
              onToggle={(v) => setDraft({ ...draft, sCategories: toggleIn(draft.sCategories, v) })}
            />,
          )
        : null}
      {section(
        t("filter.score"),
        <Chips
          label={t("filter.score")}
          items={items(codes.scores)}
          selected={draft.score ? [draft.score] : []}
          onToggle={(v) => setDraft({ ...draft, score: toggleOne(draft.score, v) })}
        />,
      )}
      {section(
        t("filter.price"),
        <Chips
          label={t("filter.price")}
          items={items(codes.prices)}
          selected={draft.price ? [draft.price] : []}
          onToggle={(v) => setDraft({ ...draft, price: toggleOne(draft.price, v) })}
        />,
      )}
      {section(
        t("filter.country"),
        <Chips
          label={t("filter.country")}
          items={items(codes.countries)}
          selected={draft.country}
          onToggle={(v) => setDraft({ ...draft, country: toggleIn(draft.country, v) })}
        />,
      )}
      {section(
        t("filter.pairing"),
        <Chips
          label={t("filter.pairing")}
          items={items(codes.pairings)}
          selected={draft.pairing}
          onToggle={(v) => setDraft({ ...draft, pairing: toggleIn(draft.pairing, v) })}
        />,
      )}
    </BottomSheet>
  );
}
