import {
  BRIDGE_SUCCESS,
  BRIDGE_UNAVAILABLE,
  type BridgeAction,
  type BridgeData,
  type BridgeEvent,
  type BridgeParams,
  type BridgeResponse,
  DEFAULT_BRIDGE_TIMEOUT_MS,
} from "./types";

export type AppPlatform = "android" | "ios";

/** The browser's agent (a render on the server reads the request's: lib/request-info.tsx). */
const currentUa = () => (typeof navigator === "undefined" ? "" : navigator.userAgent);

/** CONTRACT.md §2: the in-app agent carries `CellarApp/` plus Android or iPhone. */
export function appPlatform(ua: string = currentUa()): AppPlatform | null {
  if (!ua.includes("CellarApp/")) return null;
  if (/Android/.test(ua)) return "android";
  if (/iPhone/.test(ua)) return "ios";
  return null;
}

export function isInApp(ua: string = currentUa()): boolean {
  return appPlatform(ua) !== null;
}

type Pending = { resolve: (data: unknown) => void; reject: (e: Error) => void; timer: ReturnType<typeof setTimeout> };
const pending = new Map<string, Pending>();
const listeners = new Map<string, Set<(data: unknown) => void>>();
let seq = 0;

function parse<T>(value: T | string): T | null {
  if (typeof value !== "string") return value;
  try {
    return JSON.parse(value) as T;
  } catch {
    return null;
  }
}

function receiveCallback(raw: BridgeResponse | string): void {
  const response = parse(raw);
  if (!response || typeof response.id !== "string") return;
  const call = pending.get(response.id);
  if (!call) return; // late answer after a time-out, or not ours
  pending.delete(response.id);
  clearTimeout(call.timer);
  if (response.code === BRIDGE_SUCCESS) call.resolve(response.data ?? {});
  else call.reject(new Error(response.message || `Native bridge error ${response.code}`));
}

function receiveEvent(raw: BridgeEvent | string): void {
  const event = parse(raw);
  if (!event || typeof event.type !== "string") return;
  for (const handler of [...(listeners.get(event.type) ?? [])]) {
    try {
      handler(event.data ?? {});
    } catch (e) {
      console.error(`[bridge] ${event.type} handler failed`, e);
    }
  }
}

/** Sets `window.cellarBridgeCallback` and `window.cellarBridgeEvent` (idempotent). */
export function installBridgeReceivers(): void {
  if (typeof window === "undefined") return;
  if (window.cellarBridgeCallback !== receiveCallback) window.cellarBridgeCallback = receiveCallback;
  if (window.cellarBridgeEvent !== receiveEvent) window.cellarBridgeEvent = receiveEvent;
}

/** Subscribes to a native-initiated event ('back', 'push', ...); returns the unsubscribe function. */
export function onNativeEvent(type: string, handler: (data: unknown) => void): () => void {
  installBridgeReceivers();
  let set = listeners.get(type);
  if (!set) {
    set = new Set();
    listeners.set(type, set);
  }
  set.add(handler);
  return () => {
    listeners.get(type)?.delete(handler);
  };
}

function poster(): ((message: object) => void) | null {
  if (typeof window === "undefined") return null;
  const platform = appPlatform();
  const ios = window.webkit?.messageHandlers?.cellar;
  if (platform === "ios" && ios) return (m) => ios.postMessage(m);
  const android = window.CellarBridge;
  if (platform === "android" && android) return (m) => android.postMessage(JSON.stringify(m));
  return null;
}

/**
 * Sends one action to the native app and resolves with its `data` when it answers '0000'.
 * Rejects with the native message otherwise, on time-out (default 5000 ms), and with
 * 'Native bridge not available' outside the app.
 */
export function callNative<A extends BridgeAction>(
  action: A,
  params: BridgeParams[A],
  options: { timeoutMs?: number } = {},
): Promise<BridgeData[A]> {
  const post = poster();
  if (!post) return Promise.reject(new Error(BRIDGE_UNAVAILABLE));
  installBridgeReceivers();
  const id = `${Date.now().toString(36)}-${++seq}-${Math.random().toString(36).slice(2, 8)}`;
  const timeoutMs = options.timeoutMs ?? DEFAULT_BRIDGE_TIMEOUT_MS;
  return new Promise<BridgeData[A]>((resolve, reject) => {
    const timer = setTimeout(() => {
      pending.delete(id);
      reject(new Error(`Native bridge timed out: ${action} (${timeoutMs} ms)`));
    }, timeoutMs);
    pending.set(id, { resolve: resolve as (data: unknown) => void, reject, timer });
    try {
      post({ id, action, params });
    } catch (e) {
      clearTimeout(timer);
      pending.delete(id);
      reject(e instanceof Error ? e : new Error(String(e)));
    }
  });
}
