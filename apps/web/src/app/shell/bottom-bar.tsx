import type { MouseEvent, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { CommunityIcon, HomeIcon, SearchIcon, UserIcon } from "../../components/ui/icons";
import { href, type RouteName } from "../routes/paths";
import styles from "./bottom-bar.module.css";

type Tab = { route: RouteName; to: string; label: string; icon: ReactNode; matches: readonly RouteName[] };

type BottomBarProps = {
  route: RouteName | null;
  hidden: boolean;
  onMembershipCard: () => void;
};

/** SPEC §2 bottom bar. Tapping the current tab scrolls smoothly to the top instead of navigating. */
export function BottomBar({ route, hidden, onMembershipCard }: BottomBarProps) {
  const { t } = useTranslation("shell");
  const location = useLocation();
  const tabs: Tab[] = [
    {
      route: "main",
      to: href("main"),
      label: t("bottomBar.home"),
      icon: <HomeIcon />,
      // skeletonMain is home while it loads: home stays the current tab.
      matches: ["main", "skeletonMain"],
    },
    {
      route: "search",
      to: href("search"),
      label: t("bottomBar.search"),
      icon: <SearchIcon />,
      matches: ["search", "searchDetail"],
    },
    {
      route: "community",
      to: href("community"),
      label: t("bottomBar.community"),
      icon: <CommunityIcon />,
      matches: ["community"],
    },
    { route: "mypage", to: href("mypage"), label: t("bottomBar.mypage"), icon: <UserIcon />, matches: ["mypage"] },
  ];

  const onTab = (tab: Tab) => (e: MouseEvent) => {
    if (location.pathname === tab.to) {
      e.preventDefault();
      window.scrollTo({ top: 0, behavior: "smooth" });
    }
  };

  const renderTab = (tab: Tab) => {
    const current = route !== null && tab.matches.includes(route);
    return (
      <li key={tab.route}>
        <Link to={tab.to} className={styles.tab} aria-current={current ? "page" : undefined} onClick={onTab(tab)}>
          {tab.icon}
          <span>{tab.label}</span>
        </Link>
      </li>
    );
  };

  return (
    <nav
      className={`${styles.bar} ${hidden ? styles.hidden : ""}`}
      aria-label={t("bottomBar.label")}
      aria-hidden={hidden || undefined}
      inert={hidden || undefined}
    >
      <ul className={styles.list}>
        {tabs.slice(0, 2).map(renderTab)}
        <li className={styles.centre}>
          <button
            type="button"
            className={styles.card}
            onClick={onMembershipCard}
            aria-label={t("bottomBar.membershipCard")}
          >
            <span className={styles.cardMark} aria-hidden="true">
              CELLAR
            </span>
          </button>
        </li>
        {tabs.slice(2).map(renderTab)}
      </ul>
    </nav>
  );
}
