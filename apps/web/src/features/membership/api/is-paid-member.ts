import { useEffect } from "react";
import { callEndpoint } from "../../../lib/http/client";
import { isPaidMemberFor, useMembershipState } from "../state/membership-state";

/**
 * SPEC §4: GET /api/membership/isPaidMber sets the paid flag (true → Y, false → N), only when the
 * flag is unknown (or was checked for another member) or a recheck is forced. Answers the flag; a
 * failure leaves it unknown, which counts as not paid.
 */
export async function ensurePaidMemberFlag(mberNo: string | null, force = false): Promise<boolean> {
  const store = useMembershipState.getState();
  if (!store.needsPaidCheck(force, mberNo)) return isPaidMemberFor(store, mberNo);
  try {
    const paid = await callEndpoint("isPaidMber", { hidden: true, silent: true });
    useMembershipState.getState().setPaidMember(paid, mberNo);
    return paid;
  } catch (e) {
    console.warn("[membership] paid-member check failed", e);
    return false;
  }
}

/** The paid flag of `mberNo` for screens that filter by it; checks when needed (members only). */
export function usePaidMember(mberNo: string | null): boolean {
  const paid = useMembershipState((s) => isPaidMemberFor(s, mberNo));
  useEffect(() => {
    if (!mberNo) return;
    // In a task of its own: not part of the commit that mounts (or hydrates) the page.
    const timer = setTimeout(() => void ensurePaidMemberFlag(mberNo), 0);
    return () => clearTimeout(timer);
  }, [mberNo]);
  return paid;
}
