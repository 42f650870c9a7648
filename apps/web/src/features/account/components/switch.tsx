import styles from "./switch.module.css";

type SwitchProps = { checked: boolean; label: string; disabled?: boolean; onChange: (checked: boolean) => void };

/** An on/off switch (role=switch) named by its label. */
export function Switch({ checked, label, disabled, onChange }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      disabled={disabled}
      className={`${styles.switch} ${checked ? styles.on : ""}`}
      onClick={() => onChange(!checked)}
    >
      <span className={styles.knob} aria-hidden="true" />
    </button>
  );
}
