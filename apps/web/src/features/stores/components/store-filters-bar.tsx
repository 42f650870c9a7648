import { STORE_REGIONS, STORE_SERVICES, type StoreRegion, type StoreService } from "@cellar/contracts/client";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Chips } from "../../../components/ui/chips";
import { useEarlyInput } from "../../../lib/dom/use-early-input";
import type { StoreFilters } from "../rules/store-filters";
import styles from "./store-filters-bar.module.css";
import { SearchGlassIcon } from "./store-icons";

type FilterChip = "openNow" | StoreService;

type StoreFiltersBarProps = { filters: StoreFilters; onChange: (filters: StoreFilters) => void };

/** Search by name, district or address (on submit), region (one), open now and services (any number). */
export function StoreFiltersBar({ filters, onChange }: StoreFiltersBarProps) {
  const { t } = useTranslation("stores");
  const [draft, setDraft] = useState(filters.keyword);
  useEffect(() => setDraft(filters.keyword), [filters.keyword]);
  const input = useRef<HTMLInputElement>(null);
  useEarlyInput(input, draft, setDraft);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    onChange({ ...filters, keyword: draft.trim() });
  };
  const region = filters.region ?? "all";
  const toggles: FilterChip[] = [...(filters.openNow ? (["openNow"] as const) : []), ...filters.services];

  return (
    <div className={styles.bar}>
      <search>
        <form className={styles.search} onSubmit={submit}>
          <SearchGlassIcon size={18} className={styles.glass} />
          <input
            ref={input}
            type="search"
            className={styles.input}
            aria-label={t("search")}
            placeholder={t("searchPlaceholder")}
            value={draft}
            maxLength={50}
            enterKeyHint="search"
            onChange={(e) => {
              setDraft(e.target.value);
              // Clearing the field shows every store again at once.
              if (e.target.value === "" && filters.keyword) onChange({ ...filters, keyword: "" });
            }}
          />
        </form>
      </search>
      <Chips<StoreRegion | "all">
        label={t("regions")}
        items={[
          { value: "all", label: t("regionAll") },
          ...STORE_REGIONS.map((r) => ({ value: r, label: t(`regionName.${r}`) })),
        ]}
        selected={[region]}
        onToggle={(value) => onChange({ ...filters, region: value === "all" ? null : value })}
      />
      <Chips<FilterChip>
        label={t("filters")}
        items={[
          { value: "openNow", label: t("openNow") },
          ...STORE_SERVICES.map((s) => ({ value: s, label: t(`services.${s}`) })),
        ]}
        selected={toggles}
        onToggle={(value) => {
          if (value === "openNow") return onChange({ ...filters, openNow: !filters.openNow });
          const on = filters.services.includes(value);
          onChange({
            ...filters,
            services: on ? filters.services.filter((s) => s !== value) : [...filters.services, value],
          });
        }}
      />
    </div>
  );
}
