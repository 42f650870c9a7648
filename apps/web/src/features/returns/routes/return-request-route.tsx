import { PHOTO_REASONS, RETURN_REASON_CODES, RETURN_TYPES, type ReturnEligibility } from "@cellar/contracts/client";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { Radio, Select } from "../../../components/ui/choice-inputs";
import { EmptyState } from "../../../components/ui/empty-state";
import { formatInstant } from "../../../lib/format/seoul-time";
import { useEligibility, useRequestReturn } from "../api/returns-queries";
import { CollectFields } from "../components/collect-fields";
import { ExchangeOptionField } from "../components/exchange-option-field";
import { FeePreview } from "../components/fee-preview";
import { type Photo, PhotoPicker } from "../components/photo-picker";
import { chosenOptions, feeOf, missingOf, type RequestForm } from "../rules/request-form";
import { returnsErrorText } from "../rules/returns-text";
import styles from "./returns.module.css";

type ReturnRequestRouteProps = {
  orderNo: string;
  /** After the request: its detail, or the fee payment when a fee is due. */
  onDone: (returnNo: string, feeDue: boolean) => void;
  addressBookTo: string;
};

/** `/return?view=request&orderNo=`: choose lines and quantities, return or exchange, reason, photos and collection. */
export function ReturnRequestRoute({ orderNo, onDone, addressBookTo }: ReturnRequestRouteProps) {
  const { t } = useTranslation("returns");
  const query = useEligibility(orderNo);
  if (query.isError) return <EmptyState title={returnsErrorText(query.error)} />;
  const e = query.data;
  if (!e) return <div className={styles.page} aria-busy="true" />;
  if (!e.eligible) return <EmptyState title={t(`request.notEligible.${e.reason ?? "NOT_RECEIVED"}`)} />;
  return <RequestFormView e={e} onDone={onDone} addressBookTo={addressBookTo} />;
}

function RequestFormView({
  e,
  onDone,
  addressBookTo,
}: { e: ReturnEligibility } & Omit<ReturnRequestRouteProps, "orderNo">) {
  const { t } = useTranslation("returns");
  const request = useRequestReturn();
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [f, setF] = useState<Omit<RequestForm, "photoFileIds">>({
    qty: {},
    option: {},
    type: "RETURN",
    reasonCd: "01",
    reasonText: "",
    collectMethod: e.delivery ? "PICKUP" : "STORE",
    addrNo: null,
  });
  const form: RequestForm = { ...f, photoFileIds: photos.map((p) => p.fileId) };
  const fee = feeOf(e, form);
  const set = (patch: Partial<typeof f>) => setF((old) => ({ ...old, ...patch }));
  const submit = () => {
    const missing = missingOf(form, e);
    if (missing) return setError(t(missing));
    setError(null);
    request.mutate(
      {
        orderNo: e.orderNo,
        type: f.type,
        reasonCd: f.reasonCd as RequestForm["reasonCd"] & "01",
        reasonText: f.reasonText,
        collectMethod: f.collectMethod,
        ...(f.collectMethod === "PICKUP" && f.addrNo !== null ? { addrNo: f.addrNo } : {}),
        lines: Object.entries(f.qty)
          .filter(([, q]) => q > 0)
          .map(([no, qty]) => {
            const opt = chosenOptions(e, form).find((c) => c.orderItemNo === Number(no));
            return { orderItemNo: Number(no), qty, ...(opt ? { exchangeOptItemCd: opt.option.optItemCd } : {}) };
          }),
        photoFileIds: form.photoFileIds,
      },
      {
        onSuccess: (r) => onDone(r.returnNo, r.status === "FEE_DUE"),
        onError: (err) => setError(returnsErrorText(err)),
      },
    );
  };
  return (
    <div className={styles.page}>
      <section className={styles.section} aria-labelledby="rq-lines">
        <h2 id="rq-lines" className={styles.sectionTitle}>
          {t("request.lines")}
        </h2>
        <p className={styles.hint}>{t("request.deadline", { date: formatInstant(e.deadlineAt) })}</p>
        {e.lines.map((l) => (
          <div key={l.orderItemNo} className={styles.line}>
            <span className={styles.lineName}>
              {l.optClasNm ? `${l.itemNm} (${l.optClasNm})` : l.itemNm}
              <span className={styles.sub}>{t("request.left", { count: l.returnableQty })}</span>
            </span>
            <Select
              className={styles.qty}
              aria-label={t("request.lineQty", { name: l.itemNm })}
              value={String(f.qty[l.orderItemNo] ?? 0)}
              onValue={(v) => set({ qty: { ...f.qty, [l.orderItemNo]: Number(v) } })}
              disabled={l.returnableQty === 0}
            >
              {Array.from({ length: l.returnableQty + 1 }, (_, n) => String(n)).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </Select>
          </div>
        ))}
      </section>
      <section className={styles.section} aria-labelledby="rq-kind">
        <h2 id="rq-kind" className={styles.sectionTitle}>
          {t("request.kind")}
        </h2>
        <div role="radiogroup" aria-labelledby="rq-kind">
          {RETURN_TYPES.map((type) => (
            <label key={type} className={styles.option}>
              <Radio name="rq-type" value={type} checked={f.type === type} onChoose={() => set({ type })} />
              {t(`type.${type}`)}
            </label>
          ))}
        </div>
        {f.type === "EXCHANGE" ? <p className={styles.hint}>{t("request.exchangeHint")}</p> : null}
        {f.type === "EXCHANGE"
          ? e.lines
              .filter((l) => (f.qty[l.orderItemNo] ?? 0) > 0 && l.exchangeOptions.length > 0)
              .map((l) => (
                <ExchangeOptionField
                  key={l.orderItemNo}
                  line={l}
                  qty={f.qty[l.orderItemNo] ?? 0}
                  value={f.option[l.orderItemNo] ?? ""}
                  onValue={(v) => {
                    set({ option: { ...f.option, [l.orderItemNo]: v } });
                    setError(null);
                  }}
                />
              ))
          : null}
      </section>
      <section className={styles.section} aria-labelledby="rq-reason">
        <h2 id="rq-reason" className={styles.sectionTitle}>
          {t("request.reason")}
        </h2>
        <Select
          className={styles.select}
          aria-labelledby="rq-reason"
          value={f.reasonCd}
          onValue={(reasonCd) => set({ reasonCd })}
        >
          {RETURN_REASON_CODES.map((cd) => (
            <option key={cd} value={cd}>
              {t(`reasons.${cd}`)}
            </option>
          ))}
        </Select>
        <textarea
          className={styles.textarea}
          aria-label={t("request.reasonText")}
          placeholder={t("request.reasonText")}
          maxLength={500}
          value={f.reasonText}
          onChange={(ev) => set({ reasonText: ev.target.value })}
        />
        {PHOTO_REASONS.includes(f.reasonCd) ? (
          <PhotoPicker
            photos={photos}
            onPhotos={(next) => {
              setPhotos(next);
              setError(null);
            }}
            onError={setError}
          />
        ) : null}
      </section>
      <CollectFields
        collectMethod={f.collectMethod}
        onCollect={(collectMethod) => set({ collectMethod })}
        addrNo={f.addrNo}
        onAddr={(addrNo) => set({ addrNo })}
        addressBookTo={addressBookTo}
      />
      <section className={styles.section} aria-labelledby="rq-fee">
        <h2 id="rq-fee" className={styles.sectionTitle}>
          {fee.optionDifference > 0 ? t("detail.feeWithOption") : t("request.fee")}
        </h2>
        <FeePreview fee={fee} />
      </section>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button block onClick={submit} disabled={request.isPending}>
          {t("request.submit")}
        </Button>
      </div>
    </div>
  );
}
