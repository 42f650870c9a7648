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
import { BirthdayForm } from "../components/birthday-form";
import { CertStart } from "../components/cert-start";
import { MemberOnly } from "../components/member-only";

/** The items `/member/manage/{memberInfo}` changes itself (decisions 143, 440). */
export type MemberInfoItem = "contact" | "birthday";

type MemberInfoRouteProps = {
  /** The item of the address (the app layer maps the spec's field names to it); null: unknown. */
  memberInfo: MemberInfoItem | null;
  manageHref: string;
  loginHref: string;
  certHref: string;
  loggedIn: boolean;
  /** The signed-in member's info is read again (the phone number changed). */
  onSaved: () => void;
};

/**
 * `/member/manage/contact`: a new mobile number, proven by a certification in the member's own name;
 * `/member/manage/birthday`: the birthday's calendar (solar or lunar, decision 440).
 */
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
  const onBirthdaySaved = () => {
    useGlobalState.getState().showToast(t("birthday.done"));
    void navigate(manageHref, { replace: true });
  };

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
      <PageHeader title={memberInfo ? t(`${memberInfo}.title`) : t("info.title")} onBack={goBack} />
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
          ) : memberInfo === "birthday" ? (
            info.data ? (
              <BirthdayForm detail={info.data} onDone={onBirthdaySaved} />
            ) : null
          ) : (
            <p className={styles.text}>{t("info.unknown")}</p>
          )}
        </MemberOnly>
      </main>
    </>
  );
}
