import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ArrowUpIcon } from "../../components/ui/icons";
import type { RouteName } from "../routes/paths";
import { scrollTopButtonBottom, showScrollTopButton } from "./layout-rules";
import styles from "./scroll-top-button.module.css";

/** SPEC §2: the floating scroll-to-top button (beyond 100 px, not on my page). */
export function ScrollTopButton({ route }: { route: RouteName | null }) {
  const { t } = useTranslation("shell");
  const [scrollY, setScrollY] = useState(0);

  useEffect(() => {
    const onScroll = () => setScrollY(window.scrollY);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  if (!showScrollTopButton(scrollY, route)) return null;
  return (
    <button
      type="button"
      className={styles.button}
      style={{ bottom: `calc(${scrollTopButtonBottom(route)}px + var(--safe-bottom))` }}
      onClick={() => window.scrollTo({ top: 0, behavior: "smooth" })}
      aria-label={t("scrollTop")}
    >
      <ArrowUpIcon size={22} />
    </button>
  );
}
