import styles from "./spinner.module.css";

/** The round spinner; with a label it is a progressbar, without one it is decoration. */
export function Spinner({ size = 36, label }: { size?: number; label?: string }) {
  const style = { width: size, height: size };
  if (!label) return <span className={styles.spinner} style={style} aria-hidden="true" />;
  return <span className={styles.spinner} style={style} role="progressbar" aria-label={label} aria-busy="true" />;
}
