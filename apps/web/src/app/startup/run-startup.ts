import { getGrades } from "../../features/membership/api/get-grades";
import { installBridgeReceivers } from "../../lib/bridge/bridge";
import { installChunkErrorRecovery } from "../../lib/chunk-error";
import { installSessionHandlers } from "../session";
import { syncPushToken } from "./push-token";
import { injectRemarketing } from "./remarketing";
import { checkVersion } from "./version-check";

async function loadGrades(): Promise<void> {
  try {
    await getGrades();
  } catch (e) {
    console.warn("[startup] grades not loaded", e);
  }
}

let started: Promise<void> | null = null;

/**
 * The app's start-up work (SPEC §7): session reset handling, bridge receivers, chunk-error
 * recovery, then in parallel the version check, push token refresh, grades load and remarketing.
 * Idempotent (later calls share the first run) and never throws: each task only logs its failure.
 * Auto-login is deliberately not triggered (SPEC §7).
 */
export function runStartup(): Promise<void> {
  started ??= (async () => {
    installSessionHandlers();
    installBridgeReceivers();
    installChunkErrorRecovery();
    await Promise.allSettled([checkVersion(), syncPushToken(), loadGrades(), injectRemarketing()]);
  })().catch((e: unknown) => console.error("[startup] unexpected failure", e));
  return started;
}
