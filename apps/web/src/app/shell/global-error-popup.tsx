import { AlertDialog } from "../../components/ui/dialog";
import { useGlobalStore } from "../../lib/state/global-store";

/** SPEC §2: the global error popup; its confirm button clears the error flag. */
export function GlobalErrorPopup() {
  const message = useGlobalStore((s) => s.errorMessage);
  const clearError = useGlobalStore((s) => s.clearError);
  return <AlertDialog open={message !== null} message={message ?? ""} onConfirm={clearError} />;
}
