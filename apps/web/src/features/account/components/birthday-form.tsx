import {
  BIRTHDAY_CALENDARS,
  type BirthdayCalendar,
  isLunarBirthday,
  type MemberDetail,
} from "@cellar/contracts/client";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { Radio } from "../../../components/ui/choice-inputs";
import { TextField } from "../../../components/ui/text-field";
import { accountErrorText } from "../../../domain/errors/account-error-text";
import { formatDate } from "../../../lib/format/date";
import { useUpdateBirthday } from "../api/update-birthday";
import styles from "./account.module.css";

/**
 * `/member/manage/birthday` (decision 440): the certified birthday is shown, not edited; the member
 * chooses the calendar their birthday benefits follow and, for lunar, gives the lunar date.
 */
export function BirthdayForm({ detail, onDone }: { detail: MemberDetail; onDone: () => void }) {
  const { t } = useTranslation("account");
  const update = useUpdateBirthday();
  const [calendar, setCalendar] = useState<BirthdayCalendar>(detail.srdSeCode);
  const [lunar, setLunar] = useState(detail.rlBirthday ?? "");
  const [tried, setTried] = useState(false);
  const isLunar = calendar === BIRTHDAY_CALENDARS.lunar;
  const value = lunar.replace(/\D/g, "");
  const formOk = isLunarBirthday(value);
  const fits = isLunarBirthday(value, detail.birthday);
  const error =
    !isLunar || !(tried || value.length === 8)
      ? null
      : !formOk
        ? t("birthday.invalid")
        : !fits
          ? t("birthday.mismatch")
          : null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if ((isLunar && !fits) || update.isPending) return;
    update.mutate({ srdSeCode: calendar, rlBirthday: isLunar ? value : null }, { onSuccess: onDone });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.result}>
        <p>{t("birthday.certified")}</p>
        <p className={styles.resultValue}>{formatDate(detail.birthday)}</p>
      </div>
      <p className={styles.text}>{t("birthday.text")}</p>
      <fieldset className={styles.radios}>
        <legend className={styles.legend}>{t("birthday.calendar")}</legend>
        {Object.values(BIRTHDAY_CALENDARS).map((code) => (
          <label key={code} className={styles.radio}>
            <Radio name="srdSeCode" value={code} checked={calendar === code} onChoose={() => setCalendar(code)} />
            {t(`birthday.${code === BIRTHDAY_CALENDARS.lunar ? "lunar" : "solar"}`)}
          </label>
        ))}
      </fieldset>
      {isLunar ? (
        <TextField
          label={t("birthday.lunarDate")}
          inputMode="numeric"
          maxLength={8}
          placeholder={t("birthday.placeholder")}
          value={lunar}
          onChange={(e) => setLunar(e.target.value)}
          error={error}
        />
      ) : null}
      {update.error ? (
        <p className={styles.error} role="alert">
          {accountErrorText(update.error)}
        </p>
      ) : null}
      <Button type="submit" block disabled={update.isPending}>
        {t("edit.save")}
      </Button>
    </form>
  );
}
