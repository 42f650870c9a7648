import { type KeyboardEvent, useId } from "react";
import styles from "./tabs.module.css";

export type TabItem<V extends string> = { value: V; label: string };

type TabsProps<V extends string> = {
  items: TabItem<V>[];
  value: V;
  onChange: (value: V) => void;
  label: string;
};

/** A tab list (the panels belong to the page). Arrow keys move between tabs. */
export function Tabs<V extends string>({ items, value, onChange, label }: TabsProps<V>) {
  const baseId = useId();

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== "ArrowRight" && e.key !== "ArrowLeft") return;
    const index = items.findIndex((item) => item.value === value);
    const step = e.key === "ArrowRight" ? 1 : -1;
    const next = items[(index + step + items.length) % items.length];
    if (next) onChange(next.value);
  };

  return (
    <div className={styles.list} role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {items.map((item) => (
        <button
          key={item.value}
          id={`${baseId}-${item.value}`}
          type="button"
          role="tab"
          className={styles.tab}
          aria-selected={item.value === value}
          tabIndex={item.value === value ? 0 : -1}
          onClick={() => onChange(item.value)}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}
