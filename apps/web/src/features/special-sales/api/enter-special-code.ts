import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";

/**
 * POST commerce-api /api/special-sales/enter: the invitation code. A guest gets a session of its
 * own (the answer's x-em-type and x-scm-token are stored by the client); a member keeps theirs.
 */
export const enterSpecialCode = (inviteCode: string) =>
  callEndpoint("specialSalesEnter", { data: { inviteCode }, silent: true });

export function useEnterSpecialCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enterSpecialCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["specialSales"] }),
  });
}
