import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import styles from "./event-shortcuts.module.css";

export type EventShortcutLinks = {
  preorders: string;
  luckyDraws: string;
  roulette: string;
  events: string;
  specialSales: string;
};

const KEYS = ["preorders", "luckyDraws", "roulette", "events", "specialSales"] as const;

/**
 * The ways the chain sells scarce or discounted bottles, one tap from home: pre-orders (the full
 * width, first), lucky draws, the
 * roulette, the events board and the invitation-only special sales. Needs no data, so the home
 * screen and its skeleton show it alike.
 */
export function EventShortcuts({ links }: { links: EventShortcutLinks }) {
  const { t } = useTranslation("home");
  return (
    <nav className={styles.grid} aria-label={t("eventShortcuts.title")}>
      {KEYS.map((key) => (
        <Link key={key} to={links[key]} className={styles.item} data-tone={key}>
          <span className={styles.name}>{t(`eventShortcuts.${key}.name`)}</span>
          <span className={styles.hint}>{t(`eventShortcuts.${key}.hint`)}</span>
        </Link>
      ))}
    </nav>
  );
}
