import type { RouteName } from "../routes/paths";
import { BACK_DISALLOWED_ROUTES } from "../routes/route-rules";

export type StoredPayType = "EASYPAY" | "GENERAL" | "add" | "easyPayModify" | "prePaidCharge" | null;

export type NativeBackState = {
  payType: StoredPayType;
  route: RouteName | null;
  childPopupOpen: boolean;
  /** Position in the in-app history (React Router's `history.state.idx`); 0 = first entry. */
  historyIndex: number;
};

export type NativeBackAction =
  | { type: "cancelPayment" }
  | { type: "clearPayType" }
  | { type: "goToStart"; delta: number }
  | { type: "emitBack" }
  | { type: "goBack" }
  | { type: "goHome" }
  | { type: "none" };

/** SPEC §2 "Native back button", as a pure decision. */
export function decideNativeBack({ payType, route, childPopupOpen, historyIndex }: NativeBackState): NativeBackAction {
  if (payType === "prePaidCharge") return { type: "clearPayType" };
  if (payType !== null) return { type: "cancelPayment" };

  if (route !== null && BACK_DISALLOWED_ROUTES.includes(route)) {
    if (route === "main") return historyIndex > 0 ? { type: "goToStart", delta: -historyIndex } : { type: "none" };
    if (childPopupOpen) return { type: "emitBack" };
    return historyIndex > 0 ? { type: "goBack" } : { type: "goHome" };
  }

  if (childPopupOpen) return { type: "emitBack" };
  if (route === "login") return { type: "emitBack" };
  return { type: "goBack" };
}
