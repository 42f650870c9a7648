import { emitBackEvent } from "../../components/ui/popup-stack";
import { onNativeEvent } from "../../lib/bridge/bridge";
import { useGlobalState } from "../../lib/state/global-state";
import type { RouteName } from "../routes/paths";
import { href } from "../routes/paths";
import { decideNativeBack, type NativeBackAction } from "./decide-native-back";

function historyIndex(): number {
  const idx = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof idx === "number" && idx > 0 ? idx : 0;
}

type PaymentStore = typeof import("../../features/payment/state/payment-state")["usePaymentState"];

/**
 * The payment store, loaded at the first back press (cached after): its code is not part of every
 * page's start (issue 4's initial JavaScript budget). A payment page has loaded it already.
 */
let paymentStore: Promise<PaymentStore> | null = null;
const loadPaymentStore = () =>
  (paymentStore ??= import("../../features/payment/state/payment-state").then((m) => m.usePaymentState));

/** What the back button needs of the router: to navigate, and the route on screen. */
export type BackRouter = {
  navigate: (to: string | number, opts?: { replace?: boolean }) => Promise<void> | void;
  routeName: () => RouteName | null;
};

function run(router: BackRouter, action: NativeBackAction, usePaymentState: PaymentStore): void {
  const swallow = (p: Promise<void> | void) => Promise.resolve(p).catch(() => undefined);
  switch (action.type) {
    case "cancelPayment":
    case "clearPayType":
      usePaymentState.getState().writeCancelResult();
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
export function installNativeBack(router: BackRouter): () => void {
  // One press at a time, in order: each waits for the one before (and for the store's code once).
  let pending: Promise<void> = Promise.resolve();
  return onNativeEvent("back", () => {
    pending = pending
      .then(loadPaymentStore)
      .then((usePaymentState) => {
        const action = decideNativeBack({
          payType: usePaymentState.getState().payType,
          route: router.routeName(),
          childPopupOpen: useGlobalState.getState().childPopupOpen,
          historyIndex: historyIndex(),
        });
        run(router, action, usePaymentState);
      })
      .catch((e: unknown) => {
        paymentStore = null; // a failed chunk load is tried again at the next press
        console.warn("[back] the back button could not be handled", e);
      });
  });
}
