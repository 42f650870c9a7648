/** CONTRACT.md §2: the actions the web can ask the native app for, with their params and answers. */
export type PermissionType = "ALARM" | "CAMERA" | "READ" | "GPS";
export type YesNo = "Y" | "N";

export type BridgeParams = {
  WM0001: { url: string };
  WM0002: Record<string, never>;
  WM0003: { type: PermissionType };
  WM0004: Record<string, never>;
  WM0005: Record<string, never>;
  WM0007: { shareUrl: string };
  WM0008: { isOpen: boolean };
  WM0009: { name: string; params: Record<string, unknown> };
  WM0010: { type: string; url: string };
  WM0011: { imageUrl: string };
  WM0012: { enabled: boolean };
  WM0013: Record<string, never>;
  WM0014: Record<string, never>;
  WM0015: Record<string, never>;
};

type Empty = Record<string, never>;

export type BridgeData = {
  WM0001: Empty;
  WM0002: { pushToken: string };
  WM0003: { type: PermissionType; permYn: YesNo };
  WM0004: { alarmYn: YesNo; cameraYn: YesNo; readYn: YesNo; gpsYn: YesNo };
  WM0005: { appVersion: string };
  WM0007: Empty;
  WM0008: Empty;
  WM0009: Empty;
  WM0010: Empty;
  WM0011: Empty;
  WM0012: Empty;
  WM0013: Empty;
  WM0014: { adId: string };
  WM0015: { os: string; osVersion: string; model: string };
};

export type BridgeAction = keyof BridgeParams;

export type BridgeMessage<A extends BridgeAction = BridgeAction> = { id: string; action: A; params: BridgeParams[A] };
export type BridgeResponse = { id: string; code: string; message?: string; data?: unknown };
export type BridgeEvent = { type: string; data?: unknown };

export const BRIDGE_SUCCESS = "0000";
export const BRIDGE_UNAVAILABLE = "Native bridge not available";
export const DEFAULT_BRIDGE_TIMEOUT_MS = 5000;

declare global {
  interface Window {
    webkit?: { messageHandlers?: { cellar?: { postMessage: (message: unknown) => void } } };
    CellarBridge?: { postMessage: (json: string) => void };
    cellarBridgeCallback?: (response: BridgeResponse | string) => void;
    cellarBridgeEvent?: (event: BridgeEvent | string) => void;
  }
}
