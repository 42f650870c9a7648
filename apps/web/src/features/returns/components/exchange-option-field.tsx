import type { ReturnEligibility } from "@cellar/contracts/client";
import { useTranslation } from "react-i18next";
import { Select } from "../../../components/ui/choice-inputs";
import { formatNumber } from "../../../lib/format/number";
import styles from "../routes/returns.module.css";

type Line = ReturnEligibility["lines"][number];

/**
 * An exchange's choice for one line (decision 420): the same item, or another option of the same
 * product at the price paid or dearer (the difference is paid with the fee); an option without
 * enough units left cannot be chosen.
 */
export function ExchangeOptionField({
  line,
  qty,
  value,
  onValue,
}: {
  line: Line;
  qty: number;
  value: string;
  onValue: (optItemCd: string) => void;
}) {
  const { t } = useTranslation("returns");
  const id = `rq-opt-${line.orderItemNo}`;
  return (
    <div className={styles.optionField}>
      <label htmlFor={id} className={styles.sub}>
        {t("request.exchangeOption", { name: line.itemNm })}
      </label>
      <Select id={id} className={styles.select} value={value} onValue={onValue}>
        <option value="">
          {line.optClasNm ? t("request.sameOption", { option: line.optClasNm }) : t("request.sameItem")}
        </option>
        {line.exchangeOptions.map((o) => (
          <option key={o.optItemCd} value={o.optItemCd} disabled={o.stockQty < qty}>
            {o.stockQty < qty
              ? t("request.optionSoldOutLabel", { option: o.optClasNm })
              : o.difference > 0
                ? t("request.optionDearer", { option: o.optClasNm, value: formatNumber(o.difference) })
                : o.optClasNm}
          </option>
        ))}
      </Select>
    </div>
  );
}
