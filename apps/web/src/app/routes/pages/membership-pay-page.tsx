import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useSessionState } from "../../../features/auth/state/session-state";
import { ensurePaidMemberFlag } from "../../../features/membership/api/is-paid-member";
import { MembershipPayRoute } from "../../../features/paid-membership/routes/membership-pay-route";
import { usePaymentState } from "../../../features/payment/state/payment-state";
import { PrepaidSection } from "../../../features/prepaid/components/prepaid-section";
import { invalidateAfterChange } from "../../../lib/query/after-change";

export default function MembershipPayPage() {
  const queryClient = useQueryClient();
  // The top-up left the app for the payment page; arriving here again (back or returned) ends it.
  useEffect(() => {
    if (usePaymentState.getState().payType === "prePaidCharge") usePaymentState.getState().setPayType(null);
  }, []);
  return (
    <MembershipPayRoute
      prepaid={(returnPath) => (
        <PrepaidSection
          returnPath={returnPath}
          onLeave={() => usePaymentState.getState().setPayType("prePaidCharge")}
        />
      )}
      onConfirmed={(result) => {
        // Balance, paid status and grade info all change with a payment; the paid flag is rechecked (SPEC §4).
        void invalidateAfterChange(queryClient, ["prepaid"], ["membership"]);
        if (result.purpose === "PAID_MEMBERSHIP") {
          void ensurePaidMemberFlag(useSessionState.getState().userInfo?.mberNo ?? null, true);
        }
      }}
    />
  );
}
