import { SOCIAL_PROVIDERS, type SocialCallbackResponse, type SocialProvider } from "@cellar/contracts/client";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams, useSearchParams } from "react-router";
import { PageHeader } from "../../../components/ui/page-header";
import { isApiError } from "../../../lib/http/errors";
import { useGlobalState } from "../../../lib/state/global-state";
import { useFinishSocial } from "../api/finish-social";
import styles from "../components/social.module.css";
import { useSocialPending } from "../state/social-pending";

type SignedIn = Extract<SocialCallbackResponse, { result: "SIGNED_IN" }>;
export type SocialJoin = Extract<SocialCallbackResponse, { result: "JOIN" }>;

type SocialCallbackRouteProps = {
  /** The login page with the failure's code (and provider) for it to show. */
  loginHref: (query: { snsError: string; sns: string; redirectPath: string | null }) => string;
  /** Settings, with a failed link's code when there is one. */
  settingsHref: (query?: { snsError: string; sns: string }) => string;
  joinHref: string;
  homeHref: string;
  /** The app's same-origin path check (the login's redirectPath rule). */
  safePath: (value: string | null | undefined, fallback: string) => string;
  onSignedIn: (user: SignedIn["user"]) => void;
  onJoin: (join: SocialJoin) => void;
};

const asProvider = (v: string | undefined): SocialProvider | null =>
  (SOCIAL_PROVIDERS as readonly string[]).includes(v ?? "") ? (v as SocialProvider) : null;

/**
 * `/sns/callback/{provider}?code=…&state=…` (or `error=…`): the provider returns here. The API
 * checks the state and this browser's binding cookie and exchanges the code; then a linked member
 * is signed in, a new person goes on to join, a link goes back to settings. A failure goes back to
 * where the round trip started, with its reason (decisions 431, 434).
 */
export function SocialCallbackRoute(props: SocialCallbackRouteProps) {
  const { t } = useTranslation("social");
  const navigate = useNavigate();
  const { provider: providerParam } = useParams();
  const [params] = useSearchParams();
  const finish = useFinishSocial();
  const doneRef = useRef(false);

  useEffect(() => {
    if (doneRef.current) return;
    doneRef.current = true;
    const pending = useSocialPending.getState().pending;
    const provider = asProvider(providerParam);
    const go = (to: string) => void Promise.resolve(navigate(to, { replace: true })).catch(() => undefined);
    const fail = (code: string) => {
      useSocialPending.getState().clear();
      const sns = provider ?? "";
      go(
        pending?.purpose === "link"
          ? props.settingsHref({ snsError: code, sns })
          : props.loginHref({ snsError: code, sns, redirectPath: pending?.redirectPath ?? null }),
      );
    };
    if (!provider) return fail("SNS0001");
    const query = {
      state: params.get("state") ?? "",
      ...(params.get("code") ? { code: params.get("code") ?? "" } : {}),
      ...(params.get("error") ? { error: params.get("error") ?? "" } : {}),
    };
    finish.mutate(
      { provider, params: query },
      {
        onSuccess: (answer) => {
          useSocialPending.getState().clear();
          if (answer.result === "SIGNED_IN") {
            props.onSignedIn(answer.user);
            go(props.safePath(pending?.redirectPath, props.homeHref));
          } else if (answer.result === "JOIN") {
            props.onJoin(answer);
            go(props.joinHref);
          } else {
            useGlobalState.getState().showToast(t("settings.linked", { provider: t(`providers.${provider}`) }));
            go(props.settingsHref());
          }
        },
        onError: (error) => fail(isApiError(error) && error.code.startsWith("SNS") ? error.code : "other"),
      },
    );
  });

  return (
    <>
      <PageHeader title={t("callbackTitle")} />
      <main>
        <p className={styles.status} role="status">
          {t("checking")}
        </p>
      </main>
    </>
  );
}
