import type { MemberDetail } from "@cellar/contracts/client";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";

export const memberInfoQueryKey = ["account", "member-info"] as const;

/** GET member-info: SPEC §3 "Member detail" of the signed-in member. */
export async function getMemberInfo(): Promise<MemberDetail> {
  return callEndpoint("memberInfo");
}

export const memberInfoQueryOptions = () => queryOptions({ queryKey: memberInfoQueryKey, queryFn: getMemberInfo });

export function useMemberInfo(enabled = true) {
  return useQuery({ ...memberInfoQueryOptions(), enabled });
}
