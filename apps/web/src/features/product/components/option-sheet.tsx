import type { ProductOption } from "@cellar/contracts/client";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { BottomSheet } from "../../../components/ui/bottom-sheet";
import { Button } from "../../../components/ui/button";
import { formatNumber } from "../../../lib/format/number";
import { clampQuantity, lineTotal } from "../rules/quantity";
import styles from "./option-sheet.module.css";

type OptionSheetProps = {
  open: boolean;
  onClose: () => void;
  name: string;
  options: ProductOption[];
  /** The unit price this viewer pays. */
  unit: number;
  /** Highest quantity allowed (store stock or the order limit). */
  max: number;
  /** The store the line is for (the shopper's chosen store); without one nothing can be added. */
  tnantCd: string | null;
  /** Adds the line to the cart (the app layer wires the cart feature); resolves when added. */
  onAddToCart?: (line: { optItemCd: string | null; itemQty: number }) => Promise<void>;
};

/**
 * SPEC §2 "product option selector with quantity plus/minus": one option (or none), the quantity
 * within 1..max, the total, and adding the line to the cart for the chosen store.
 */
export function OptionSheet({ open, onClose, name, options, unit, max, tnantCd, onAddToCart }: OptionSheetProps) {
  const { t } = useTranslation("product");
  const groupId = useId();
  const [optItemCd, setOptItemCd] = useState<string>("");
  const [qty, setQty] = useState(1);
  const [adding, setAdding] = useState(false);
  const canAdd = Boolean(onAddToCart) && tnantCd !== null && !adding;
  const add = () => {
    if (!onAddToCart || !canAdd) return;
    setAdding(true);
    onAddToCart({ optItemCd: optItemCd || null, itemQty: qty })
      .then(() => {
        setQty(1);
        onClose();
      })
      .catch(() => undefined)
      .finally(() => setAdding(false));
  };
  const option = options.find((o) => o.optItemCd === optItemCd) ?? null;
  const total = lineTotal(unit, option?.saleUprc ?? 0, qty);
  const won = (value: number) => t("price.won", { value: formatNumber(value) });

  return (
    <BottomSheet
      open={open}
      onClose={onClose}
      title={t("options.title")}
      footer={
        <div className={styles.footer}>
          <p className={styles.total}>
            <span>
              {t("options.total")} <span className={styles.count}>{t("options.totalCount", { count: qty })}</span>
            </span>
            <strong data-testid="option-total">{won(total)}</strong>
          </p>
          <Button block disabled={!canAdd} onClick={add} aria-describedby={tnantCd ? undefined : `${groupId}-store`}>
            {t("options.addToCart")}
          </Button>
          {tnantCd ? null : (
            <p id={`${groupId}-store`} className={styles.soon}>
              {t("options.chooseStore")}
            </p>
          )}
        </div>
      }
    >
      <p className={styles.name}>{name}</p>
      {options.length > 0 ? (
        <fieldset className={styles.options}>
          <legend className="visually-hidden">{t("options.title")}</legend>
          {[{ optItemCd: "", optClasNm: t("options.none"), saleUprc: 0, soldOut: false }, ...options].map((o) => (
            <label key={o.optItemCd || "none"} className={styles.option} data-disabled={o.soldOut || undefined}>
              <input
                type="radio"
                name={groupId}
                value={o.optItemCd}
                checked={optItemCd === o.optItemCd}
                disabled={o.soldOut}
                onChange={() => setOptItemCd(o.optItemCd)}
              />
              <span className={styles.optionName}>{o.optClasNm}</span>
              <span className={styles.optionPrice}>
                {o.soldOut
                  ? t("options.soldOut")
                  : o.saleUprc > 0
                    ? t("options.extra", { value: formatNumber(o.saleUprc) })
                    : ""}
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
      <div className={styles.quantity}>
        <span aria-hidden="true">{t("options.quantity")}</span>
        <fieldset className={styles.stepper}>
          <legend className="visually-hidden">{t("options.quantity")}</legend>
          <button
            type="button"
            aria-label={t("options.decrease")}
            disabled={qty <= 1}
            onClick={() => setQty((q) => clampQuantity(q - 1, max))}
          >
            −
          </button>
          <output aria-live="polite" data-testid="option-qty">
            {qty}
          </output>
          <button
            type="button"
            aria-label={t("options.increase")}
            disabled={qty >= max}
            onClick={() => setQty((q) => clampQuantity(q + 1, max))}
          >
            +
          </button>
        </fieldset>
      </div>
      {qty >= max ? <p className={styles.max}>{t("options.max", { count: max })}</p> : null}
    </BottomSheet>
  );
}
