import { useEffect } from "react";
import { callEndpoint } from "../../../lib/http/client";
import { useMembershipStore } from "../stores/membership-store";

/**
 * SPEC §4: GET /api/membership/isPaidMber sets the paid flag (true → Y, false → N), only when the
 * flag is unknown or a recheck is forced. Answers the flag; a failure leaves it unknown (not paid).
 */
export async function ensurePaidMemberFlag(force = false): Promise<boolean> {
  const store = useMembershipStore.getState();
  if (!store.needsPaidCheck(force)) return store.paidMberYn === "Y";
  try {
    const paid = await callEndpoint("isPaidMber", { hidden: true, silent: true });
    useMembershipStore.getState().setPaidMember(paid);
    return paid;
  } catch (e) {
    console.warn("[membership] paid-member check failed", e);
    return false;
  }
}

/** The paid flag for screens that filter by it; runs the check once when the flag is unknown. */
export function usePaidMember(): boolean {
  const paid = useMembershipStore((s) => s.paidMberYn === "Y");
  useEffect(() => {
    void ensurePaidMemberFlag();
  }, []);
  return paid;
}
