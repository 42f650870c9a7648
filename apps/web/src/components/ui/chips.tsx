import styles from "./chips.module.css";

export type ChipItem<V extends string> = { value: V; label: string };

type ChipsProps<V extends string> = {
  items: ChipItem<V>[];
  selected: readonly V[];
  onToggle: (value: V) => void;
  label: string;
};

/** Toggle chips (clicked state = aria-pressed). The page decides single or multiple choice. */
export function Chips<V extends string>({ items, selected, onToggle, label }: ChipsProps<V>) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a role=group with a label is the chip set; a fieldset would add a legend layout
    <div className={styles.group} role="group" aria-label={label}>
      {items.map((item) => (
        <button
          key={item.value}
          type="button"
          className={styles.chip}
          aria-pressed={selected.includes(item.value)}
          onClick={() => onToggle(item.value)}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}
