import type { ReactNode } from "react";
import { Link } from "react-router";
import { ChevronRightIcon } from "../../../components/ui/icons";
import styles from "./account.module.css";

export type MenuRow = { key: string; label: string; to?: string; value?: ReactNode; help?: string };

/** A list of rows: links with a chevron, or plain label/value rows. */
export function MenuRows({ rows, label }: { rows: MenuRow[]; label?: string }) {
  return (
    <ul className={styles.rows} aria-label={label}>
      {rows.map((row) => {
        const body = (
          <>
            <span className={styles.rowLabel}>
              {row.label}
              {row.help ? <span className={styles.rowHelp}>{row.help}</span> : null}
            </span>
            <span className={styles.rowValue}>
              {row.value}
              {row.to ? <ChevronRightIcon size={18} /> : null}
            </span>
          </>
        );
        return (
          <li key={row.key}>
            {row.to ? (
              <Link to={row.to} className={`${styles.row} ${styles.rowLink}`}>
                {body}
              </Link>
            ) : (
              <div className={styles.row}>{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
