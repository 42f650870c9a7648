import { vi } from "vitest";

const ANDROID_APP_UA =
  "Mozilla/5.0 (Linux; Android 14; SM-S921N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36 CellarApp/1.4.0";

/** Plays the Android app: answers each action from `answers` ("silent" = never answers). */
export function installFakeNative(answers: Record<string, unknown>) {
  vi.spyOn(navigator, "userAgent", "get").mockReturnValue(ANDROID_APP_UA);
  const actions: string[] = [];
  window.CellarBridge = {
    postMessage: (json: string) => {
      const msg = JSON.parse(json) as { id: string; action: string };
      actions.push(msg.action);
      const data = answers[msg.action] ?? {};
      if (data === "silent") return;
      setTimeout(() => window.cellarBridgeCallback?.({ id: msg.id, code: "0000", message: "", data }), 0);
    },
  };
  return { actions };
}
