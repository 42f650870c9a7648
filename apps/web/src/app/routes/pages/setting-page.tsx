import { useNavigate } from "react-router";
import { SettingRoute } from "../../../features/account/routes/setting-route";
import { SocialLinksSection } from "../../../features/social/components/social-links-section";
import { useGlobalState } from "../../../lib/state/global-state";
import { logout } from "../../session";
import { href } from "../paths";

export default function SettingPage() {
  const loggedIn = useGlobalState((s) => s.isLoggedIn);
  const navigate = useNavigate();
  const onLogout = async () => {
    await logout();
    void navigate(href("main"), { replace: true });
  };
  return (
    <SettingRoute
      homeHref={href("mypage")}
      loggedIn={loggedIn}
      onLogout={onLogout}
      memberSections={(c) => (
        <SocialLinksSection sectionClassName={c.section} titleClassName={c.title} textClassName={c.text} />
      )}
    />
  );
}
