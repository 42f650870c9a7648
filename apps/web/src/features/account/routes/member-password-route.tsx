import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { PageHeader } from "../../../components/ui/page-header";
import { useGoBack } from "../../../components/ui/use-go-back";
import { accountErrorText } from "../../../domain/errors/account-error-text";
import { useGlobalState } from "../../../lib/state/global-state";
import { useChangePassword } from "../api/passwords";
import styles from "../components/account.module.css";
import { MemberOnly } from "../components/member-only";
import { PasswordForm } from "../components/password-form";

type Props = { manageHref: string; loginHref: string; loggedIn: boolean; loginId: string };

/** `/member/manage/password`: change with the current password. */
export function MemberPasswordRoute({ manageHref, loginHref, loggedIn, loginId }: Props) {
  const { t } = useTranslation("account");
  const navigate = useNavigate();
  const goBack = useGoBack(manageHref);
  const change = useChangePassword();
  return (
    <>
      <PageHeader title={t("password.title")} onBack={goBack} />
      <main className={styles.page}>
        <MemberOnly loggedIn={loggedIn} loginHref={loginHref}>
          <PasswordForm
            withCurrent
            loginId={loginId}
            submitLabel={t("password.save")}
            pending={change.isPending}
            errorText={accountErrorText(change.error)}
            onSubmit={(values) =>
              change.mutate(values, {
                onSuccess: () => {
                  useGlobalState.getState().showToast(t("password.done"));
                  void navigate(manageHref, { replace: true });
                },
              })
            }
          />
        </MemberOnly>
      </main>
    </>
  );
}
