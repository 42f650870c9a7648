import { useEffect, useState } from "react";
import { type Toast, useGlobalState } from "../../lib/state/global-state";
import styles from "./toast.module.css";

/** SPEC §9: the toast fades out over 1.5 times its visible time. */
export const TOAST_FADE_FACTOR = 1.5;

function ToastMessage({ toast }: { toast: Toast }) {
  const [fading, setFading] = useState(false);
  const fadeMs = toast.duration * TOAST_FADE_FACTOR;

  useEffect(() => {
    const fadeTimer = window.setTimeout(() => setFading(true), toast.duration);
    const endTimer = window.setTimeout(() => {
      const store = useGlobalState.getState();
      if (store.toast?.id === toast.id) store.hideToast();
    }, toast.duration + fadeMs);
    return () => {
      window.clearTimeout(fadeTimer);
      window.clearTimeout(endTimer);
    };
  }, [toast.id, toast.duration, fadeMs]);

  return (
    <div
      className={`${styles.toast} ${fading ? styles.fading : ""}`}
      style={{ transitionDuration: `${fadeMs}ms` }}
      data-fading={fading || undefined}
    >
      {toast.message}
    </div>
  );
}

/** One toast at a time: a new one replaces the old and restarts the timers (keyed by id). */
export function ToastHost() {
  const toast = useGlobalState((s) => s.toast);
  return (
    <div className={styles.region} role="status" aria-live="polite" aria-atomic="true">
      {toast ? <ToastMessage key={toast.id} toast={toast} /> : null}
    </div>
  );
}
