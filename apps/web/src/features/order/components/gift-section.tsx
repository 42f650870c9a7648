import { useTranslation } from "react-i18next";
import { Checkbox } from "../../../components/ui/choice-inputs";
import { TextField } from "../../../components/ui/text-field";
import type { OrderForm } from "../hooks/use-order-form";
import styles from "./gift-section.module.css";
import { SheetSection } from "./sheet-section";

/** Send the order as a gift: the receiver picks it up with the exchange voucher sent to them. */
export function GiftSection({ form, update }: { form: OrderForm; update: (patch: Partial<OrderForm>) => void }) {
  const { t } = useTranslation("order");
  const gift = form.gift;
  return (
    <SheetSection id="order-gift" title={t("giftForm.title")}>
      <label className={styles.toggle}>
        <Checkbox
          checked={gift !== null}
          onCheckedChange={(on) => update({ gift: on ? { receiverNm: "", receiverMobileNum: "", message: "" } : null })}
        />
        <span>{t("giftForm.toggle")}</span>
      </label>
      {gift ? (
        <div className={styles.fields}>
          <TextField
            label={t("giftForm.receiverNm")}
            maxLength={30}
            value={gift.receiverNm}
            onChange={(e) => update({ gift: { ...gift, receiverNm: e.target.value } })}
          />
          <TextField
            label={t("giftForm.mobile")}
            inputMode="numeric"
            maxLength={11}
            value={gift.receiverMobileNum}
            onChange={(e) => update({ gift: { ...gift, receiverMobileNum: e.target.value.replace(/\D/g, "") } })}
          />
          <TextField
            label={t("giftForm.message")}
            maxLength={200}
            value={gift.message}
            onChange={(e) => update({ gift: { ...gift, message: e.target.value } })}
          />
        </div>
      ) : null}
    </SheetSection>
  );
}

/** A gift can be sent when the receiver has a name and a mobile number. */
export const giftReady = (gift: OrderForm["gift"]) =>
  gift === null || (gift.receiverNm.trim() !== "" && /^01\d{8,9}$/.test(gift.receiverMobileNum));
