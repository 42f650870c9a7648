import { useNavigate } from "react-router";
import { QuitRoute } from "../../../features/account/routes/quit-route";
import { useGlobalState } from "../../../lib/state/global-state";
import { resetSession } from "../../session";
import { href } from "../paths";

export default function QuitPage() {
  const loggedIn = useGlobalState((s) => s.isLoggedIn);
  const navigate = useNavigate();
  // The server ended the member and their sessions: only the local clean-up is left.
  const onQuit = () => {
    resetSession();
    void navigate(href("quitComplete"), { replace: true });
  };
  return (
    <QuitRoute
      manageHref={href("memberManage")}
      loginHref={href("login", {}, { redirectPath: href("quit") })}
      loggedIn={loggedIn}
      onQuit={onQuit}
    />
  );
}
