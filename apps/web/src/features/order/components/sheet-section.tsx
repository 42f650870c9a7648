import type { ReactNode } from "react";
import styles from "./sheet-section.module.css";

type SheetSectionProps = { id: string; title: string; aside?: ReactNode; children: ReactNode };

/** One white block of the order sheet with its heading. */
export function SheetSection({ id, title, aside, children }: SheetSectionProps) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.head}>
        <h2 id={id} className={styles.title}>
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}
