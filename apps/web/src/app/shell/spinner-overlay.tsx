import { useTranslation } from "react-i18next";
import { Spinner } from "../../components/ui/spinner";
import { useGlobalState } from "../../lib/state/global-state";
import styles from "./spinner-overlay.module.css";

/**
 * SPEC §4: shown while the loading counter is above zero; the layer takes every pointer event.
 * The spinner itself fades in after 200 ms so quick calls do not flash.
 */
export function SpinnerOverlay() {
  const { t } = useTranslation("shell");
  const loading = useGlobalState((s) => s.loadingCount > 0);
  if (!loading) return null;
  return (
    <div className={styles.overlay} data-testid="spinner-overlay">
      <div className={styles.bubble}>
        <Spinner label={t("spinner")} size={32} />
      </div>
    </div>
  );
}
