import { createStore } from "zustand";
import { t } from "../i18n/i18n";
import { storeHook } from "./rendered-member";

export type Toast = { id: number; message: string; duration: number };
export type SpecialGuest = { authorized: boolean; eventCode: string; eventType: string };

/** SPEC §9: special-sales guests are event type '10'. */
export const SPECIAL_GUEST_EVENT_TYPE = "10";
export const DEFAULT_TOAST_MS = 2500;

const noGuest: SpecialGuest = { authorized: false, eventCode: "", eventType: "" };

type GlobalState = {
  loadingCount: number;
  startLoading: () => void;
  endLoading: () => void;
  errorMessage: string | null;
  showError: (message?: string) => void;
  clearError: () => void;
  firstPopup: boolean;
  setFirstPopup: (open: boolean) => void;
  pushToken: string;
  setPushToken: (token: string) => void;
  isLoggedIn: boolean;
  setLoggedIn: (loggedIn: boolean) => void;
  specialGuest: SpecialGuest;
  setSpecialGuest: (eventCode: string) => void;
  resetSpecialGuest: () => void;
  newAlarmCount: number;
  setNewAlarmCount: (n: number) => void;
  cartCount: number;
  setCartCount: (n: number) => void;
  toast: Toast | null;
  showToast: (message: string, duration?: number) => void;
  hideToast: () => void;
  childPopupOpen: boolean;
  setChildPopupOpen: (open: boolean) => void;
  openPopupCount: number;
  popupOpened: () => void;
  popupClosed: () => void;
};

let toastSeq = 0;
const count = (n: number) => (Number.isFinite(n) && n > 0 ? Math.floor(n) : 0);

export const globalStore = createStore<GlobalState>()((set) => ({
  loadingCount: 0,
  startLoading: () => set((s) => ({ loadingCount: s.loadingCount + 1 })),
  endLoading: () => set((s) => ({ loadingCount: Math.max(0, s.loadingCount - 1) })),
  errorMessage: null,
  showError: (message) => set({ errorMessage: message || t("errors:retryShortly") }),
  clearError: () => set({ errorMessage: null }),
  firstPopup: false,
  setFirstPopup: (firstPopup) => set({ firstPopup }),
  pushToken: "",
  setPushToken: (pushToken) => set({ pushToken }),
  isLoggedIn: false,
  setLoggedIn: (isLoggedIn) => set({ isLoggedIn }),
  specialGuest: noGuest,
  setSpecialGuest: (eventCode) =>
    set({ specialGuest: { authorized: true, eventCode, eventType: SPECIAL_GUEST_EVENT_TYPE } }),
  resetSpecialGuest: () => set({ specialGuest: noGuest }),
  newAlarmCount: 0,
  setNewAlarmCount: (n) => set({ newAlarmCount: count(n) }),
  cartCount: 0,
  setCartCount: (n) => set({ cartCount: count(n) }),
  toast: null,
  // One toast at a time: a new one replaces the old (new id restarts the UI's timer).
  showToast: (message, duration = DEFAULT_TOAST_MS) => set({ toast: { id: ++toastSeq, message, duration } }),
  hideToast: () => set({ toast: null }),
  childPopupOpen: false,
  setChildPopupOpen: (childPopupOpen) => set({ childPopupOpen }),
  openPopupCount: 0,
  popupOpened: () => set((s) => ({ openPopupCount: s.openPopupCount + 1 })),
  popupClosed: () => set((s) => ({ openPopupCount: Math.max(0, s.openPopupCount - 1) })),
}));

/** The shell's hook: signed in as the server rendered the page while it renders and hydrates (lib/state/rendered-member.tsx). */
export const useGlobalState = storeHook(globalStore, (member) => ({
  ...globalStore.getInitialState(),
  isLoggedIn: member !== null,
}));
