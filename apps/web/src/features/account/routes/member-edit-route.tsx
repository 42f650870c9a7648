import { EMP_NO_PATTERN, isEmailValid, isNicknameValid } from "@cellar/contracts/client";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Button } from "../../../components/ui/button";
import { PageHeader } from "../../../components/ui/page-header";
import { TextField } from "../../../components/ui/text-field";
import { useGoBack } from "../../../components/ui/use-go-back";
import { accountErrorText } from "../../../domain/errors/account-error-text";
import { useGlobalState } from "../../../lib/state/global-state";
import { useMemberInfo } from "../api/get-member-info";
import { useUpdateMemberInfo } from "../api/update-member-info";
import styles from "../components/account.module.css";
import { MemberOnly } from "../components/member-only";

export type EditKind = "nickname" | "email" | "emplynum";

const FIELDS = {
  nickname: { read: (d: { nickName: string | null }) => d.nickName, valid: isNicknameValid, max: 10, type: "text" },
  email: { read: (d: { email: string | null }) => d.email, valid: isEmailValid, max: 100, type: "email" },
  emplynum: {
    read: (d: { empNo: string | null }) => d.empNo,
    valid: (v: string) => EMP_NO_PATTERN.test(v.toUpperCase()),
    max: 9,
    type: "text",
  },
} as const;

type MemberEditRouteProps = {
  kind: EditKind;
  manageHref: string;
  loginHref: string;
  loggedIn: boolean;
  /** The signed-in member's info is read again (e.g. isEmp after an employee number). */
  onSaved: () => void;
};

/** `/member/manage/{nickname,email,emplynum}`: one item of the member's details. */
export function MemberEditRoute({ kind, manageHref, loginHref, loggedIn, onSaved }: MemberEditRouteProps) {
  const { t } = useTranslation("account");
  const navigate = useNavigate();
  const goBack = useGoBack(manageHref);
  const info = useMemberInfo(loggedIn);
  const update = useUpdateMemberInfo(kind);
  const [value, setValue] = useState("");
  const [tried, setTried] = useState(false);
  const field = FIELDS[kind];
  const current = info.data ? field.read(info.data) : null;
  const ok = field.valid(value.trim());
  const same = current !== null && value.trim().toLowerCase() === current.toLowerCase();
  const empRegistered = kind === "emplynum" && Boolean(current);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (!ok || same || update.isPending) return;
    update.mutate(value.trim(), {
      onSuccess: () => {
        onSaved();
        useGlobalState.getState().showToast(t(`edit.${kind}.done`));
        void navigate(manageHref, { replace: true });
      },
    });
  };

  return (
    <>
      <PageHeader title={t(`edit.${kind}.title`)} onBack={goBack} />
      <main className={styles.page}>
        <MemberOnly loggedIn={loggedIn} loginHref={loginHref}>
          {kind === "emplynum" ? <p className={styles.text}>{t("edit.emplynum.text")}</p> : null}
          {empRegistered ? (
            <div className={styles.result}>
              <p>{t("edit.emplynum.registered")}</p>
              <p className={styles.resultValue}>{current}</p>
            </div>
          ) : (
            <form className={styles.form} onSubmit={submit} noValidate>
              {current ? <p className={styles.text}>{t("edit.current", { value: current })}</p> : null}
              <TextField
                label={t(`edit.${kind}.label`)}
                type={field.type}
                maxLength={field.max}
                autoCapitalize="none"
                placeholder={t(`edit.${kind}.placeholder`)}
                value={value}
                onChange={(e) => setValue(e.target.value)}
                error={
                  (tried || value.length > 0) && !ok ? t(`edit.${kind}.invalid`) : tried && same ? t("edit.same") : null
                }
              />
              {update.error ? (
                <p className={styles.error} role="alert">
                  {accountErrorText(update.error)}
                </p>
              ) : null}
              <Button type="submit" block disabled={update.isPending}>
                {kind === "emplynum" ? t("manage.register") : t("edit.save")}
              </Button>
            </form>
          )}
        </MemberOnly>
      </main>
    </>
  );
}
