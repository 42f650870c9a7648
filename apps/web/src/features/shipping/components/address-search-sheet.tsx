import { ADDRESS_SEARCH } from "@cellar/contracts/checkout-constants";
import type { AddressHit } from "@cellar/contracts/client";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { BottomSheet } from "../../../components/ui/bottom-sheet";
import { Button } from "../../../components/ui/button";
import { TextField } from "../../../components/ui/text-field";
import { checkoutErrorText } from "../../../domain/errors/checkout-error-text";
import { useAddressSearch } from "../api/search-addresses";
import styles from "./address-search-sheet.module.css";

type AddressSearchSheetProps = {
  open: boolean;
  onClose: () => void;
  onPick: (hit: AddressHit) => void;
};

/**
 * The Korean address search (decision 426): a keyword (road name and number, building name, or
 * lot-number dong and number) finds road-name addresses with their lot-number address and
 * postcode; picking one hands it to the form.
 */
export function AddressSearchSheet({ open, onClose, onPick }: AddressSearchSheetProps) {
  const { t } = useTranslation("order");
  const [typed, setTyped] = useState("");
  const [keyword, setKeyword] = useState("");
  const [tooShort, setTooShort] = useState(false);
  const search = useAddressSearch(keyword);
  const hits = search.data?.pages.flatMap((p) => p.list) ?? [];
  const total = search.data?.pages[0]?.totalCnt ?? 0;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = typed.trim().replace(/\s+/g, " ");
    setTooShort(next.length < ADDRESS_SEARCH.keywordMin);
    if (next.length >= ADDRESS_SEARCH.keywordMin) setKeyword(next);
  };

  return (
    <BottomSheet open={open} onClose={onClose} title={t("shipping.search.title")}>
      <form className={styles.form} onSubmit={submit}>
        <TextField
          label={t("shipping.search.label")}
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          maxLength={ADDRESS_SEARCH.keywordMax}
          placeholder={t("shipping.search.placeholder")}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          error={tooShort ? t("shipping.search.tooShort", { count: ADDRESS_SEARCH.keywordMin }) : null}
          action={
            <Button type="submit" size="sm" variant="outline">
              {t("shipping.search.submit")}
            </Button>
          }
        />
      </form>
      {keyword === "" ? (
        <div className={styles.tips}>
          <p className={styles.tipsTitle}>{t("shipping.search.tipsTitle")}</p>
          <ul>
            <li>{t("shipping.search.tipRoad")}</li>
            <li>{t("shipping.search.tipBuilding")}</li>
            <li>{t("shipping.search.tipJibun")}</li>
          </ul>
        </div>
      ) : search.isError ? (
        <p className={styles.note} role="alert">
          {checkoutErrorText(search.error) ?? t("shipping.search.failed")}
        </p>
      ) : search.isPending ? (
        <p className={styles.note}>{t("shipping.search.searching")}</p>
      ) : total === 0 ? (
        <p className={styles.note}>{t("shipping.search.none", { keyword })}</p>
      ) : (
        <>
          <p className={styles.count}>{t("shipping.search.count", { count: total })}</p>
          <ul className={styles.hits} aria-label={t("shipping.search.results")}>
            {hits.map((hit) => (
              <li key={`${hit.zip}-${hit.roadAddr}`}>
                <button type="button" className={styles.hit} onClick={() => onPick(hit)}>
                  <span className={styles.zip}>{hit.zip}</span>
                  <span className={styles.line}>
                    <span className={styles.tag}>{t("shipping.search.road")}</span>
                    <span>
                      {hit.roadAddr} {hit.roadAddrRef}
                    </span>
                  </span>
                  <span className={`${styles.line} ${styles.sub}`}>
                    <span className={styles.tag}>{t("shipping.search.jibun")}</span>
                    <span>{hit.jibunAddr}</span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
          {search.hasNextPage ? (
            <Button
              variant="secondary"
              size="md"
              block
              disabled={search.isFetchingNextPage}
              onClick={() => void search.fetchNextPage()}
            >
              {t("shipping.search.more")}
            </Button>
          ) : null}
        </>
      )}
    </BottomSheet>
  );
}
