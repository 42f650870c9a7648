import { useTranslation } from "react-i18next";
import { shareUrl } from "../../../lib/bridge/actions";
import { useGlobalState } from "../../../lib/state/global-state";
import styles from "./share-button.module.css";

/** Shares the page address through the native app (WM0007); outside it, copies the address. */
export function ShareButton({ disabled = false }: { disabled?: boolean }) {
  const { t } = useTranslation("product");
  const onClick = async () => {
    const url = window.location.href;
    try {
      await shareUrl(url);
    } catch (e) {
      console.warn("[product] share failed", e);
      await navigator.clipboard?.writeText(url).catch(() => undefined);
      useGlobalState.getState().showToast(t("shareFailed"));
    }
  };
  return (
    <button
      type="button"
      className={styles.share}
      onClick={() => void onClick()}
      aria-label={t("share")}
      disabled={disabled}
    >
      <svg
        width="22"
        height="22"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        aria-hidden="true"
      >
        <path
          d="M12 3v12M7 8l5-5 5 5M5 13v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
