import { type ReactNode, useId, useState } from "react";
import styles from "./accordion.module.css";
import { ChevronDownIcon } from "./icons";

type AccordionItemProps = { title: ReactNode; children: ReactNode; defaultOpen?: boolean };

/** One active/inactive accordion row. */
export function AccordionItem({ title, children, defaultOpen = false }: AccordionItemProps) {
  const [open, setOpen] = useState(defaultOpen);
  const panelId = useId();
  return (
    <div className={styles.item}>
      <h3>
        <button
          type="button"
          className={styles.trigger}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((v) => !v)}
        >
          <span>{title}</span>
          <ChevronDownIcon className={styles.icon} size={20} />
        </button>
      </h3>
      <section id={panelId} className={styles.panel} hidden={!open}>
        {children}
      </section>
    </div>
  );
}
