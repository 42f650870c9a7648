import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { PageHeader } from "../../../components/ui/page-header";
import { useGoBack } from "../../../components/ui/use-go-back";
import { useCertState, verifiedIdentity } from "../../../domain/certification/cert-state";
import { accountErrorText } from "../../../domain/errors/account-error-text";
import { formatPhone } from "../../../lib/format/phone";
import { useGlobalState } from "../../../lib/state/global-state";
import { useMemberInfo } from "../api/get-member-info";
import { useUpdateMemberInfo } from "../api/update-member-info";
import styles from "../components/account.module.css";
import { CertStart } from "../components/cert-start";
import { MemberOnly } from "../components/member-only";

type MemberInfoRouteProps = {
  /** The `{memberInfo}` of the address; `contact` is the mobile number (docs/decisions/143-member-pages.md). */
  memberInfo: string;
  manageHref: string;
  loginHref: string;
  certHref: string;
  loggedIn: boolean;
  /** The signed-in member's info is read again (the phone number changed). */
  onSaved: () => void;
};

/** `/member/manage/contact`: a new mobile number, proven by a certification in the member's own name. */
export function MemberInfoRoute({
  memberInfo,
  manageHref,
  loginHref,
  certHref,
  loggedIn,
  onSaved,
}: MemberInfoRouteProps) {
  const { t } = useTranslation("account");
  const navigate = useNavigate();
  const goBack = useGoBack(manageHref);
  const info = useMemberInfo(loggedIn);
  const update = useUpdateMemberInfo("contact");
  const cert = useCertState();
  const identity = verifiedIdentity(cert, "changeContact");
  const sentRef = useRef(false);
  const known = memberInfo === "contact";

  useEffect(() => {
    if (!known || !identity || sentRef.current) return;
    sentRef.current = true;
    update.mutate(cert.moduleToken, {
      onSettled: () => useCertState.getState().reset(),
      onSuccess: () => {
        onSaved();
        useGlobalState.getState().showToast(t("contact.done"));
        void navigate(manageHref, { replace: true });
      },
    });
  });

  return (
    <>
      <PageHeader title={known ? t("contact.title") : t("info.title")} onBack={goBack} />
      <main className={styles.page}>
        <MemberOnly loggedIn={loggedIn} loginHref={loginHref}>
          {known ? (
            <>
              <p className={styles.text}>{t("contact.text")}</p>
              {info.data?.contactNumber ? (
                <div className={styles.result}>
                  <p>{t("contact.current")}</p>
                  <p className={styles.resultValue}>{formatPhone(info.data.contactNumber)}</p>
                </div>
              ) : null}
              {update.error ? (
                <p className={`${styles.error} ${styles.form}`} role="alert">
                  {accountErrorText(update.error)}
                </p>
              ) : null}
              {!identity ? (
                <CertStart certType="changeContact" certHref={certHref} label={t("contact.verify")} />
              ) : null}
            </>
          ) : (
            <p className={styles.text}>{t("info.unknown")}</p>
          )}
        </MemberOnly>
      </main>
    </>
  );
}
