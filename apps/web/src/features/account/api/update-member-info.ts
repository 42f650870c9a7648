import type { MemberDetail } from "@cellar/contracts/client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";
import { replaceQueryData } from "../../../lib/query/after-change";
import { memberInfoQueryKey } from "./get-member-info";

/** The member-detail changes of the manage pages; each answers the new detail. */
export const memberUpdates = {
  nickname: (nickName: string) => callEndpoint("updateNickname", { data: { nickName } }),
  email: (email: string) => callEndpoint("updateEmail", { data: { email } }),
  emplynum: (empNo: string) => callEndpoint("registerEmpNo", { data: { empNo } }),
  contact: (certToken: string) => callEndpoint("updateContact", { data: { certToken } }),
} satisfies Record<string, (value: string) => Promise<MemberDetail>>;

export type MemberUpdate = keyof typeof memberUpdates;

/** One manage page's change; the answer replaces the cached member detail. */
export function useUpdateMemberInfo(kind: MemberUpdate) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ["account", "update", kind],
    mutationFn: (value: string) => memberUpdates[kind](value),
    onSuccess: (detail) => replaceQueryData(queryClient, memberInfoQueryKey, detail),
  });
}
