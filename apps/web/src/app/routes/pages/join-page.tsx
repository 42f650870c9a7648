import type { LoginUserInfo } from "@cellar/contracts/client";
import { useQueryClient } from "@tanstack/react-query";
import { checkQueryKey } from "../../../features/auth/api/check";
import { useSessionState } from "../../../features/auth/state/session-state";
import { JoinRoute } from "../../../features/join/routes/join-route";
import { replaceQueryData } from "../../../lib/query/after-change";
import { useGlobalState } from "../../../lib/state/global-state";
import { href } from "../paths";

const links = {
  home: href("main"),
  membership: href("membership"),
  terms: href("join"),
  input: href("join", {}, { step: "input" }),
  complete: href("join", {}, { step: "complete" }),
  cert: href("phoneCert", {}, { certType: "join", callback: href("join", {}, { step: "input" }), from: href("join") }),
};

/** `/join` and `/signup`: a new member is signed in by the join answer (tokens in its headers). */
export default function JoinPage() {
  const queryClient = useQueryClient();
  const loggedIn = useGlobalState((s) => s.isLoggedIn);
  const onJoined = (info: LoginUserInfo) => {
    useSessionState.getState().setLogin(info);
    void replaceQueryData(queryClient, checkQueryKey, info);
  };
  return <JoinRoute links={links} loggedIn={loggedIn} onJoined={onJoined} />;
}
