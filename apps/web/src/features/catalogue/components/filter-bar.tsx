import { PRODUCT_SORT_VALUES, type ProductSort } from "@cellar/contracts/client";
import { useTranslation } from "react-i18next";
import { Chips } from "../../../components/ui/chips";
import { Select } from "../../../components/ui/choice-inputs";
import { CloseIcon } from "../../../components/ui/icons";
import { formatNumber } from "../../../lib/format/number";
import { type CatalogueCodes, codeLabel } from "../api/get-catalogue-codes";
import { activeFilterCount, EMPTY_FILTERS, type ListFilters, toggleIn, withCategory } from "../rules/list-params";
import styles from "./filter-bar.module.css";

type FilterBarProps = {
  codes: CatalogueCodes;
  filters: ListFilters;
  sort: ProductSort;
  total: number;
  /** The count is not known yet (first page loading). */
  counting: boolean;
  onFilters: (filters: ListFilters) => void;
  onSort: (sort: ProductSort) => void;
  onOpenSheet: () => void;
};

const ALL = "__all";

const FilterIcon = () => (
  <svg
    width="18"
    height="18"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    aria-hidden="true"
  >
    <path d="M4 7h10M18 7h2M4 17h4M12 17h8" strokeLinecap="round" />
    <circle cx="16" cy="7" r="2" />
    <circle cx="10" cy="17" r="2" />
  </svg>
);

/** Category chips, sub-category chips, the count, the sort and the filter button, and the chosen filters. */
export function FilterBar({ codes, filters, sort, total, counting, onFilters, onSort, onOpenSheet }: FilterBarProps) {
  const { t, i18n } = useTranslation("catalogue");
  const lang = i18n.language;
  const subs = filters.category ? (codes.subCategories[filters.category] ?? []) : [];
  // Until the codes answer, a chosen category keeps the room of its sub-category row (no layout shift).
  const codesPending = codes.categories.length === 0;
  const active = activeFilterCount(filters);
  const label = (list: CatalogueCodes["countries"], cd: string) => {
    const code = list.find((c) => c.cd === cd);
    return code ? codeLabel(code, lang) : cd;
  };
  const removable = [
    ...(filters.score ? [{ key: "score", label: label(codes.scores, filters.score) }] : []),
    ...(filters.price ? [{ key: "price", label: label(codes.prices, filters.price) }] : []),
    ...filters.country.map((cd) => ({ key: `country:${cd}`, label: label(codes.countries, cd) })),
    ...filters.pairing.map((cd) => ({ key: `pairing:${cd}`, label: label(codes.pairings, cd) })),
  ];
  const remove = (key: string) => {
    const [kind, cd = ""] = key.split(":");
    if (kind === "score") onFilters({ ...filters, score: undefined });
    else if (kind === "price") onFilters({ ...filters, price: undefined });
    else if (kind === "country") onFilters({ ...filters, country: filters.country.filter((c) => c !== cd) });
    else onFilters({ ...filters, pairing: filters.pairing.filter((c) => c !== cd) });
  };

  return (
    <div className={styles.bar}>
      <div className={styles.chipRow}>
        <Chips
          label={t("filter.category")}
          items={[
            { value: ALL, label: t("filter.all") },
            ...codes.categories.map((c) => ({ value: c.cd, label: codeLabel(c, lang) })),
          ]}
          selected={[filters.category ?? ALL]}
          onToggle={(v) => onFilters(withCategory(filters, v === ALL ? undefined : v))}
        />
      </div>
      {subs.length > 0 ? (
        <div className={`${styles.chipRow} ${styles.subRow}`}>
          <Chips
            label={t("filter.subCategory")}
            items={subs.map((c) => ({ value: c.cd, label: codeLabel(c, lang) }))}
            selected={filters.sCategories}
            onToggle={(v) => onFilters({ ...filters, sCategories: toggleIn(filters.sCategories, v) })}
          />
        </div>
      ) : filters.category && codesPending ? (
        <div className={`${styles.chipRow} ${styles.subRow} ${styles.reserved}`} aria-hidden="true" />
      ) : null}
      <div className={styles.toolbar}>
        <p className={styles.count} aria-live="polite">
          {counting ? (
            <span className={styles.countSkeleton} aria-hidden="true" />
          ) : (
            t("count", { count: total, value: formatNumber(total) })
          )}
        </p>
        <label className={styles.sort}>
          <span className="visually-hidden">{t("sort.label")}</span>
          <Select value={sort} onValue={(v) => onSort(v as ProductSort)}>
            {PRODUCT_SORT_VALUES.map((s) => (
              <option key={s} value={s}>
                {t(`sort.${s}`)}
              </option>
            ))}
          </Select>
        </label>
        <button
          type="button"
          className={styles.filterButton}
          onClick={onOpenSheet}
          aria-haspopup="dialog"
          aria-label={active > 0 ? t("filter.buttonActive", { count: active }) : undefined}
          data-active={active > 0}
        >
          <FilterIcon />
          {t("filter.button")}
          {active > 0 ? <span className={styles.badge}>{active}</span> : null}
        </button>
      </div>
      {removable.length > 0 ? (
        <ul className={styles.active} aria-label={t("filter.active")}>
          {removable.map((item) => (
            <li key={item.key}>
              <button
                type="button"
                className={styles.activeChip}
                onClick={() => remove(item.key)}
                aria-label={t("filter.remove", { label: item.label })}
              >
                {item.label}
                <CloseIcon size={12} />
              </button>
            </li>
          ))}
          <li>
            <button type="button" className={styles.clear} onClick={() => onFilters(EMPTY_FILTERS)}>
              {t("filter.resetAll")}
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}
