import type { LoginUserInfo } from "@cellar/contracts/client";
import { useQueryClient } from "@tanstack/react-query";
import { useCertState } from "../../../domain/certification/cert-state";
import { checkQueryKey } from "../../../features/auth/api/check";
import { safeRedirectPath } from "../../../features/auth/routes/safe-redirect-path";
import { useSessionState } from "../../../features/auth/state/session-state";
import { useJoinDraftState } from "../../../features/join/state/join-draft-state";
import { SocialCallbackRoute, type SocialJoin } from "../../../features/social/routes/social-callback-route";
import { replaceQueryData } from "../../../lib/query/after-change";
import { href } from "../paths";

const loginHref = (query: { snsError: string; sns: string; redirectPath: string | null }) => href("login", {}, query);
const settingsHref = (query?: { snsError: string; sns: string }) => href("mySetting", {}, query);

/**
 * `/sns/callback/{provider}`: a linked member is signed in like a login; a new person starts the
 * sign-up (terms, phone certification, input) with the provider's join token (decision 434).
 */
export default function SocialCallbackPage() {
  const queryClient = useQueryClient();
  const onSignedIn = (info: LoginUserInfo) => {
    useSessionState.getState().setLogin(info);
    void replaceQueryData(queryClient, checkQueryKey, info);
  };
  const onJoin = (join: SocialJoin) => {
    useCertState.getState().reset();
    useJoinDraftState.getState().startSocial({ provider: join.provider, snsTkn: join.snsTkn, email: join.email });
  };
  return (
    <SocialCallbackRoute
      loginHref={loginHref}
      settingsHref={settingsHref}
      joinHref={href("join")}
      homeHref={href("main")}
      safePath={safeRedirectPath}
      onSignedIn={onSignedIn}
      onJoin={onJoin}
    />
  );
}
