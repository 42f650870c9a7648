import { ORDER_DELIVERY_CODES, pickupTimes, seoulMinutes, TAKE_TYPES } from "@cellar/contracts/checkout-constants";
import type { OrderSheet } from "@cellar/contracts/client";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Chips } from "../../../components/ui/chips";
import { Checkbox, Radio, Select } from "../../../components/ui/choice-inputs";
import { Tabs } from "../../../components/ui/tabs";
import { TextField } from "../../../components/ui/text-field";
import { formatDate } from "../../../lib/format/date";
import { formatPhone } from "../../../lib/format/phone";
import type { OrderForm } from "../hooks/use-order-form";
import styles from "./receive-section.module.css";
import { SheetSection } from "./sheet-section";

type ReceiveSectionProps = {
  sheet: OrderSheet;
  form: OrderForm;
  update: (patch: Partial<OrderForm>) => void;
  shippingHref: string;
  /** My kept wine (`/wineKeep`), linked from the keep option's hint. */
  wineKeepHref: string;
};

/** The courier notes offered in a list; "custom" opens a text field. */
const DELIVERY_NOTES = ["door", "guard", "box", "call"] as const;

/** A labelled list of choices (the pick-up time, the courier's note). */
function SelectField({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: Array<{ value: string; label: string }>;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <Select id={id} className={styles.select} value={value} onValue={onChange}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
    </div>
  );
}

/**
 * Pick-up at the store (date, time, take or keep at the store) or delivery to an address of the
 * book with a note to the courier.
 */
export function ReceiveSection({ sheet, form, update, shippingHref, wineKeepHref }: ReceiveSectionProps) {
  const { t } = useTranslation("order");
  const store = sheet.stores[0];
  const delivery = form.orderDeliveryCd === ORDER_DELIVERY_CODES.delivery;
  // The first pick-up day is today: its times start a lead time after now (the server checks too).
  const times = store
    ? pickupTimes(
        store.openTime,
        store.closeTime,
        form.revDate === sheet.pickupDates[0] ? seoulMinutes(new Date()) : undefined,
      )
    : [];
  const presetNote = DELIVERY_NOTES.find((key) => t(`receive.notes.${key}`) === form.receiverRmk);
  const [customNote, setCustomNote] = useState(false);
  const noteChoice = customNote ? "custom" : (presetNote ?? (form.receiverRmk ? "custom" : ""));
  return (
    <SheetSection id="order-receive" title={t("receive.title")}>
      <Tabs
        label={t("receive.title")}
        value={delivery ? "02" : "01"}
        onChange={(v) => update({ orderDeliveryCd: v })}
        items={[
          { value: ORDER_DELIVERY_CODES.pickup, label: t("receive.pickup") },
          { value: ORDER_DELIVERY_CODES.delivery, label: t("receive.delivery") },
        ]}
      />
      {!delivery && store ? (
        <div className={styles.body}>
          <div className={styles.store} data-testid="pickup-store">
            <p className={styles.storeName}>{store.tnantNm}</p>
            <p className={styles.meta}>{store.baseAddr}</p>
            <p className={styles.meta}>
              {formatPhone(store.tel)} · {t("receive.hours", { open: store.openTime, close: store.closeTime })}
            </p>
            {sheet.stores.length > 1 ? (
              <p className={styles.note}>{t("receive.multiStore", { count: sheet.stores.length })}</p>
            ) : null}
          </div>
          <p className={styles.label}>{t("receive.date")}</p>
          <Chips
            label={t("receive.date")}
            items={sheet.pickupDates.map((d) => ({ value: d, label: formatDate(d, "MM.DD") }))}
            selected={[form.revDate]}
            onToggle={(revDate) => update({ revDate, revTakeHm: "" })}
          />
          <SelectField
            label={t("receive.time")}
            value={form.revTakeHm}
            options={[
              { value: "", label: t("receive.anyTime") },
              ...times.map((time) => ({ value: time, label: time })),
            ]}
            onChange={(revTakeHm) => update({ revTakeHm })}
          />
          {times.length === 0 ? <p className={styles.meta}>{t("receive.noTimeToday")}</p> : null}
          {store.wineKeepYn === "Y" ? (
            <label className={styles.keep}>
              <Checkbox
                checked={form.takeType === TAKE_TYPES.keep}
                onCheckedChange={(on) => update({ takeType: on ? TAKE_TYPES.keep : TAKE_TYPES.take })}
              />
              <span>
                <strong>{t("receive.keep")}</strong>
                <span className={styles.meta}>{t("receive.keepHint")}</span>
              </span>
            </label>
          ) : null}
          {store.wineKeepYn === "Y" ? (
            <Link to={wineKeepHref} className={styles.manage}>
              {t("receive.keepLink")}
            </Link>
          ) : null}
        </div>
      ) : null}
      {delivery ? (
        <div className={styles.body}>
          {sheet.shippingAddresses.length === 0 ? (
            <p className={styles.meta}>{t("receive.noAddress")}</p>
          ) : (
            <ul className={styles.addresses}>
              {sheet.shippingAddresses.map((a) => (
                <li key={a.addrNo}>
                  <label className={styles.address} data-on={form.addrNo === a.addrNo || undefined}>
                    <Radio
                      name="order-address"
                      checked={form.addrNo === a.addrNo}
                      onChoose={() => update({ addrNo: a.addrNo })}
                    />
                    <span>
                      <strong>
                        {a.addrNm} · {a.receiverNm}
                      </strong>
                      <span className={styles.meta}>
                        ({a.zip}) {a.baseAddr} {a.detailAddr}
                      </span>
                      <span className={styles.meta}>{formatPhone(a.receiverMobileNum)}</span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          )}
          <Link to={shippingHref} className={styles.manage}>
            {t("receive.manageAddress")}
          </Link>
          <SelectField
            label={t("receive.note")}
            value={noteChoice}
            options={[
              { value: "", label: t("receive.notes.none") },
              ...DELIVERY_NOTES.map((key) => ({ value: key, label: t(`receive.notes.${key}`) })),
              { value: "custom", label: t("receive.notes.custom") },
            ]}
            onChange={(choice) => {
              setCustomNote(choice === "custom");
              update({ receiverRmk: choice && choice !== "custom" ? t(`receive.notes.${choice}`) : "" });
            }}
          />
          {noteChoice === "custom" ? (
            <TextField
              label={t("receive.noteCustom")}
              value={form.receiverRmk}
              maxLength={100}
              onChange={(e) => update({ receiverRmk: e.target.value })}
            />
          ) : null}
        </div>
      ) : null}
    </SheetSection>
  );
}
