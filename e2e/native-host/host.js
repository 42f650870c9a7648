// Native-host simulator: plays the Android/iOS app around the web view (CONTRACT.md §2).
// Loaded before the page's own scripts (Playwright addInitScript, or `npm run sim`). It installs the
// platform's message handler, answers every action WM0001–WM0015 through window.cellarBridgeCallback,
// records each call, and can raise native events (hardware back, push) through window.cellarBridgeEvent.
// Options come from window.__CELLAR_NATIVE_HOST_OPTIONS__ (set before this script runs).
(() => {
  if (window.__nativeHost) return;
  const options = window.__CELLAR_NATIVE_HOST_OPTIONS__ || {};
  const ios = /iPhone|iPad|iPod/.test(navigator.userAgent);
  const state = {
    platform: ios ? "ios" : "android",
    calls: [],
    permissions: { ALARM: "Y", CAMERA: "Y", READ: "Y", GPS: "N", ...(options.permissions || {}) },
    pushToken: options.pushToken ?? "sim-push-token-0001",
    adId: options.adId ?? "",
    appVersion: options.appVersion ?? "1.4.0",
    phoneInfo: options.phoneInfo ?? {
      os: ios ? "iOS" : "Android",
      osVersion: ios ? "17.5" : "14",
      model: ios ? "iPhone15,2" : "SM-S921N",
    },
    /** action → { code, message } to fail with, or "silent" to never answer (time-out). */
    failures: { ...(options.failures || {}) },
    delayMs: options.delayMs ?? 10,
  };

  const answers = {
    WM0001: () => ({}),
    WM0002: () => ({ pushToken: state.pushToken }),
    WM0003: (p) => ({ type: p.type, permYn: state.permissions[p.type] ?? "N" }),
    WM0004: () => ({
      alarmYn: state.permissions.ALARM,
      cameraYn: state.permissions.CAMERA,
      readYn: state.permissions.READ,
      gpsYn: state.permissions.GPS,
    }),
    WM0005: () => ({ appVersion: state.appVersion }),
    WM0007: () => ({}),
    WM0008: () => ({}),
    WM0009: () => ({}),
    WM0010: () => ({}),
    WM0011: () => ({}),
    WM0012: () => ({}),
    WM0013: () => ({}),
    WM0014: () => ({ adId: state.adId }),
    WM0015: () => ({ ...state.phoneInfo }),
  };

  function receive(raw) {
    const msg = typeof raw === "string" ? JSON.parse(raw) : raw;
    state.calls.push({ action: msg.action, params: msg.params || {}, at: Date.now() });
    const failure = state.failures[msg.action];
    if (failure === "silent") return;
    setTimeout(() => {
      const reply = failure
        ? { id: msg.id, code: failure.code || "9999", message: failure.message || "failed", data: {} }
        : answers[msg.action]
          ? { id: msg.id, code: "0000", message: "", data: answers[msg.action](msg.params || {}) }
          : { id: msg.id, code: "9404", message: `unknown action ${msg.action}`, data: {} };
      window.cellarBridgeCallback?.(reply);
    }, state.delayMs);
  }

  if (ios) {
    window.webkit = window.webkit || {};
    window.webkit.messageHandlers = window.webkit.messageHandlers || {};
    window.webkit.messageHandlers.cellar = { postMessage: receive };
  } else {
    window.CellarBridge = { postMessage: receive };
  }

  const emit = (type, data = {}) => window.cellarBridgeEvent?.({ type, data });
  window.__nativeHost = {
    state,
    calls: (action) => state.calls.filter((c) => !action || c.action === action),
    back: () => emit("back"),
    push: (data) => emit("push", data),
    emit,
    setPermission: (type, yn) => {
      state.permissions[type] = yn;
    },
    fail: (action, failure) => {
      state.failures[action] = failure;
    },
    set: (key, value) => {
      state[key] = value;
    },
  };

  if (options.panel) {
    // Controls for trying the app by hand: hardware back, a push arrival, GPS permission.
    window.addEventListener("DOMContentLoaded", () => {
      const panel = document.createElement("div");
      panel.setAttribute("data-native-host-panel", "");
      panel.style.cssText =
        "position:fixed;top:4px;right:4px;z-index:2147483647;display:flex;gap:4px;font:12px sans-serif;opacity:.85";
      const button = (label, onClick) => {
        const b = document.createElement("button");
        b.textContent = label;
        b.style.cssText = "padding:4px 6px;border-radius:6px;border:1px solid #444;background:#222;color:#fff";
        b.addEventListener("click", onClick);
        panel.append(b);
      };
      button("◀ back", () => window.__nativeHost.back());
      button("push", () =>
        window.__nativeHost.push({ title: "Cellar", body: "새 알림이 도착했습니다", link: "/alert" }),
      );
      button("GPS", (e) => {
        const next = state.permissions.GPS === "Y" ? "N" : "Y";
        state.permissions.GPS = next;
        e.currentTarget.textContent = `GPS ${next}`;
      });
      document.body.append(panel);
    });
  }
})();
