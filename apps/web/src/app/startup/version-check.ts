import { VERSION_OS_CODE } from "@cellar/contracts/client";
import { clearAppCache } from "../../lib/bridge/actions";
import { callEndpoint } from "../../lib/http/client";
import { readWithExpiry, writeWithExpiry } from "../../lib/storage";

export const APP_VERSION_KEY = "appVersion";
/** SPEC §9: the version value is kept 7 days. */
export const APP_VERSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * SPEC §7 version check: when the server's web version differs from the stored one (or none is
 * stored), ask the native app to clear its cache and store the new value for 7 days.
 * Failures are only logged. Returns whether a new version was recorded. Callers at the same time
 * (start-up and the splash screen) share one check, so the app is asked to clear its cache once.
 */
export function checkVersion(): Promise<boolean> {
  inFlight ??= runCheck().finally(() => {
    inFlight = undefined;
  });
  return inFlight;
}

let inFlight: Promise<boolean> | undefined;

async function runCheck(): Promise<boolean> {
  try {
    const { updateVersion } = await callEndpoint("versionInfo", {
      params: { os: VERSION_OS_CODE },
      hidden: true,
      silent: true,
    });
    if (!updateVersion || updateVersion === readWithExpiry<string>(APP_VERSION_KEY)) return false;
    await clearAppCache().catch((e: unknown) => console.warn("[startup] clear-cache request failed", e));
    writeWithExpiry(APP_VERSION_KEY, updateVersion, APP_VERSION_TTL_MS);
    return true;
  } catch (e) {
    console.warn("[startup] version check failed", e);
    return false;
  }
}
