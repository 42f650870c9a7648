import styles from "./account.module.css";
import { type MenuRow, MenuRows } from "./menu-rows";
import my from "./my.module.css";

/** One group of my page's menu (쇼핑 정보, 혜택, …): a titled list of rows; nothing when it has none. */
export function MySection({ id, title, rows }: { id: string; title: string; rows: MenuRow[] }) {
  if (rows.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      <MenuRows rows={rows} />
    </section>
  );
}

/** A count beside a menu row (a badge when it asks for attention); nothing while unknown. */
export function CountValue({ text, alert = false }: { text: string | null; alert?: boolean }) {
  if (text === null) return null;
  return <span className={alert ? my.badge : my.count}>{text}</span>;
}
