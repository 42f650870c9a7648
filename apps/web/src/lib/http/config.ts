export type SessionResetReason = "duplicateLogin" | "refreshFailed" | "nonMember";

export type HttpConfig = {
  /** What a session reset does (clear stores, go to login): registered by the app layer. */
  onSessionReset: (reason: SessionResetReason) => void;
};

let config: HttpConfig = {
  onSessionReset: (reason) => console.warn(`[http] session reset (${reason}) with no handler registered`),
};

export function configureHttp(next: Partial<HttpConfig>): void {
  config = { ...config, ...next };
}

export function resetSession(reason: SessionResetReason): void {
  try {
    config.onSessionReset(reason);
  } catch (e) {
    console.error("[http] session reset handler failed", e);
  }
}
