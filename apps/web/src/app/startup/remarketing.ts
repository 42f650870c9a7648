import { getEncrypt } from "../../features/auth/api/get-encrypt";
import { currentMemberNo } from "../../features/auth/state/session-state";
import { getAppConfig } from "../../features/landing/api/get-app-config";
import { getAdTrackingId } from "../../lib/bridge/actions";
import { loadScript } from "../../lib/dom/load-script";

export const REMARKETING_SCRIPT_ID = "cellar-remarketing";

/**
 * SPEC §7: ask the native app for the ad-tracking id (2000 ms). Only when a non-empty id comes
 * back is the remarketing script injected, with the member id (the encrypted member number, for
 * members only) and the ad id as data attributes. Never throws; returns whether it injected.
 */
export async function injectRemarketing(): Promise<boolean> {
  try {
    const { adId } = await getAdTrackingId();
    if (!adId) return false;
    const { remarketingScriptUrl } = await getAppConfig();
    if (!remarketingScriptUrl) return false;
    const dataset: Record<string, string> = { adId };
    if (currentMemberNo()) {
      const memberId = await getEncrypt().catch((e: unknown) => {
        console.warn("[startup] member id for remarketing unavailable", e);
        return "";
      });
      if (memberId) dataset.memberId = memberId;
    }
    loadScript(remarketingScriptUrl, { id: REMARKETING_SCRIPT_ID, dataset }).catch((e: unknown) =>
      console.warn("[startup] remarketing script failed to load", e),
    );
    return true;
  } catch (e) {
    console.warn("[startup] remarketing skipped", e);
    return false;
  }
}
