import { t } from "../i18n/i18n";
import { callNative } from "./bridge";
import type { BridgeData, PermissionType } from "./types";

/** SPEC §9 waits. */
export const PUSH_TOKEN_TIMEOUT_MS = 1000;
export const AD_ID_TIMEOUT_MS = 2000;

function isOwnHost(url: string): boolean {
  try {
    return new URL(url, window.location.href).host === window.location.host;
  } catch {
    return false;
  }
}

/** WM0001. Addresses of the app's own host open in the same window (SPEC §7); others go to the native app. */
export async function openExternalUrl(url: string): Promise<BridgeData["WM0001"]> {
  if (isOwnHost(url)) {
    window.location.assign(url);
    return {};
  }
  return callNative("WM0001", { url });
}

export const getPushToken = () => callNative("WM0002", {}, { timeoutMs: PUSH_TOKEN_TIMEOUT_MS });
export const checkPermission = (type: PermissionType) => callNative("WM0003", { type });
export const getPermissions = () => callNative("WM0004", {});
export const getAppVersion = () => callNative("WM0005", {});
export const shareUrl = (url: string) => callNative("WM0007", { shareUrl: url });
export const setBarcodeBrightness = (isOpen: boolean) => callNative("WM0008", { isOpen });
export const logAnalyticsEvent = (name: string, params: Record<string, unknown> = {}) =>
  callNative("WM0009", { name, params });
export const syncMediaMessage = (type: string, url: string) => callNative("WM0010", { type, url });
export const sendProductImageUrl = (imageUrl: string) => callNative("WM0011", { imageUrl });
export const setIosBackGesture = (enabled: boolean) => callNative("WM0012", { enabled });
export const clearAppCache = () => callNative("WM0013", {});
export const getAdTrackingId = () => callNative("WM0014", {}, { timeoutMs: AD_ID_TIMEOUT_MS });
export const getPhoneInfo = () => callNative("WM0015", {});

/**
 * The protocol has no phone action, so a call opens a `tel:` address through WM0001 (the native app
 * hands it to the dialer). Outside the app, or when the native side refuses, it rejects with the
 * 'not accessible on this device' text (SPEC §8).
 */
export async function callPhone(tel: string): Promise<void> {
  const digits = tel.replace(/[^\d+]/g, "");
  try {
    if (!digits) throw new Error("empty number");
    await callNative("WM0001", { url: `tel:${digits}` });
  } catch {
    throw new Error(t("errors:notAccessibleOnDevice"));
  }
}
