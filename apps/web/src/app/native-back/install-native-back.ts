import { emitBackEvent } from "../../components/ui/popup-stack";
import { usePaymentStore } from "../../features/payment/stores/payment-store";
import { onNativeEvent } from "../../lib/bridge/bridge";
import { useGlobalStore } from "../../lib/state/global-store";
import { href } from "../routes/paths";
import { routeNameOf } from "../routes/route-handle";
import type { AppRouter } from "../routes/router";
import { decideNativeBack, type NativeBackAction } from "./decide-native-back";

function historyIndex(): number {
  const idx = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof idx === "number" && idx > 0 ? idx : 0;
}

function run(router: AppRouter, action: NativeBackAction): void {
  const swallow = (p: Promise<void>) => p.catch(() => undefined);
  switch (action.type) {
    case "cancelPayment":
    case "clearPayType":
      usePaymentStore.getState().writeCancelResult();
      return;
    case "goToStart":
      void swallow(router.navigate(action.delta));
      return;
    case "emitBack":
      emitBackEvent();
      return;
    case "goBack":
      void swallow(router.navigate(-1));
      return;
    case "goHome":
      void swallow(router.navigate(href("main"), { replace: true }));
      return;
    case "none":
      return;
  }
}

/** Subscribes to the hardware back button (CONTRACT.md §2 'back' event) for the app's lifetime. */
export function installNativeBack(router: AppRouter): () => void {
  return onNativeEvent("back", () => {
    const action = decideNativeBack({
      payType: usePaymentStore.getState().payType,
      route: routeNameOf(router.state.matches.map((m) => ({ handle: m.route.handle }))),
      childPopupOpen: useGlobalStore.getState().childPopupOpen,
      historyIndex: historyIndex(),
    });
    run(router, action);
  });
}
