import { AlertDialog } from "../../components/ui/dialog";
import { useGlobalState } from "../../lib/state/global-state";

/** SPEC §2: the global error popup; its confirm button clears the error flag. */
export function GlobalErrorPopup() {
  const message = useGlobalState((s) => s.errorMessage);
  const clearError = useGlobalState((s) => s.clearError);
  return <AlertDialog open={message !== null} message={message ?? ""} onConfirm={clearError} />;
}
