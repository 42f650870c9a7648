import { COLLECT_METHODS, type CollectMethod } from "@cellar/contracts/client";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Radio } from "../../../components/ui/choice-inputs";
import { useAddresses } from "../api/returns-queries";
import styles from "../routes/returns.module.css";

type CollectFieldsProps = {
  collectMethod: CollectMethod;
  onCollect: (m: CollectMethod) => void;
  addrNo: number | null;
  onAddr: (addrNo: number) => void;
  addressBookTo: string;
};

/** How the bottles come back: a courier at an address of the book, or brought to the store. */
export function CollectFields({ collectMethod, onCollect, addrNo, onAddr, addressBookTo }: CollectFieldsProps) {
  const { t } = useTranslation("returns");
  const addresses = useAddresses(collectMethod === "PICKUP").data;
  return (
    <section className={styles.section} aria-labelledby="rq-collect">
      <h2 id="rq-collect" className={styles.sectionTitle}>
        {t("request.collect")}
      </h2>
      <div role="radiogroup" aria-labelledby="rq-collect">
        {COLLECT_METHODS.map((m) => (
          <label key={m} className={styles.option}>
            <Radio name="rq-collect" value={m} checked={collectMethod === m} onChoose={() => onCollect(m)} />
            {t(`collect.${m}`)}
          </label>
        ))}
      </div>
      {collectMethod === "STORE" ? <p className={styles.hint}>{t("request.storeHint")}</p> : null}
      {collectMethod === "PICKUP" && addresses ? (
        addresses.length === 0 ? (
          <p className={styles.hint}>
            {t("request.noAddress")} <Link to={addressBookTo}>{t("request.addAddress")}</Link>
          </p>
        ) : (
          <div role="radiogroup" aria-labelledby="rq-address">
            <p id="rq-address" className={styles.subTitle}>
              {t("request.address")}
            </p>
            {addresses.map((a) => (
              <label key={a.addrNo} className={styles.option}>
                <Radio
                  name="rq-addr"
                  value={String(a.addrNo)}
                  checked={addrNo === a.addrNo}
                  onChoose={() => onAddr(a.addrNo)}
                />
                <span>
                  {a.addrNm} · {a.receiverNm}
                  <span className={styles.sub}>
                    {a.baseAddr} {a.detailAddr}
                  </span>
                </span>
              </label>
            ))}
          </div>
        )
      ) : null}
    </section>
  );
}
