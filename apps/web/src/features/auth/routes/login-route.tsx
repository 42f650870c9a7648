import { type ReactNode, useCallback, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { PageHeader } from "../../../components/ui/page-header";
import { BACK_EVENT, openPopupDepth } from "../../../components/ui/popup-stack";
import { useGoBack } from "../../../components/ui/use-go-back";
import { useLogin } from "../api/login";
import { loginErrorText } from "../components/login-error-text";
import { LoginForm, type LoginLinks } from "../components/login-form";
import { safeRedirectPath } from "./safe-redirect-path";

type LoginRouteProps = {
  links: LoginLinks;
  homeHref: string;
  /** Other ways in, under the form (the app layer puts the social sign-in buttons here). */
  children?: ReactNode;
};

/**
 * /login?redirectPath=…&isBackHome=true. After a login the user returns to `redirectPath` (same
 * origin only); with isBackHome the back button (and the native back event) goes home.
 */
export function LoginRoute({ links, homeHref, children }: LoginRouteProps) {
  const { t } = useTranslation(["auth", "errors"]);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const login = useLogin();
  const goBack = useGoBack(homeHref);
  const backHome = params.get("isBackHome") === "true";
  const redirectPath = params.get("redirectPath");

  const onBack = useCallback(() => {
    if (backHome) navigate(homeHref, { replace: true })?.catch(() => undefined);
    else goBack();
  }, [backHome, goBack, homeHref, navigate]);

  useEffect(() => {
    const onNativeBack = () => {
      if (openPopupDepth() === 0) onBack();
    };
    window.addEventListener(BACK_EVENT, onNativeBack);
    return () => window.removeEventListener(BACK_EVENT, onNativeBack);
  }, [onBack]);

  const submit = (loginId: string, password: string) => {
    login.mutate(
      { loginId, password },
      {
        onSuccess: () => {
          navigate(safeRedirectPath(redirectPath, homeHref), { replace: true })?.catch(() => undefined);
        },
      },
    );
  };

  return (
    <>
      <PageHeader title={t("auth:title")} onBack={onBack} />
      <main>
        <LoginForm
          pending={login.isPending}
          errorText={login.isError ? loginErrorText(login.error, t) : null}
          onSubmit={submit}
          links={links}
        >
          {children}
        </LoginForm>
      </main>
    </>
  );
}
