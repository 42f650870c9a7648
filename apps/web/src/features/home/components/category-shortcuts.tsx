import { CATEGORY_CODES } from "@cellar/contracts/client";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { CATEGORY_GLYPHS } from "./category-icons";
import styles from "./category-shortcuts.module.css";

type CategoryShortcutsProps = {
  /** The product list of one large class (`/product?category=…`), or of all of them. */
  categoryTo: (category: string | null) => string;
};

const ENTRIES = Object.entries(CATEGORY_CODES) as [keyof typeof CATEGORY_CODES, string][];

/** The seven large classes and "all", each opening the product list. */
export function CategoryShortcuts({ categoryTo }: CategoryShortcutsProps) {
  const { t } = useTranslation("home");
  return (
    <nav className={styles.grid} aria-label={t("categories.title")}>
      {ENTRIES.map(([key, code]) => (
        <Link key={code} to={categoryTo(code)} className={styles.item} data-category={code}>
          <span className={styles.icon} data-tone={code}>
            {CATEGORY_GLYPHS[code]}
          </span>
          {t(`categories.${key}`)}
        </Link>
      ))}
      <Link to={categoryTo(null)} className={styles.item} data-category="all">
        <span className={styles.icon} data-tone="all">
          {CATEGORY_GLYPHS.all}
        </span>
        {t("categories.all")}
      </Link>
    </nav>
  );
}
