import type { UpdateBirthdayRequest } from "@cellar/contracts/client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";
import { replaceQueryData } from "../../../lib/query/after-change";
import { memberInfoQueryKey } from "./get-member-info";

/** PATCH user-api member-info/birthday: the birthday's calendar (solar, or lunar with its date). */
export const updateBirthday = (data: UpdateBirthdayRequest) => callEndpoint("updateBirthday", { data });

export function useUpdateBirthday() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ["account", "update", "birthday"],
    mutationFn: updateBirthday,
    onSuccess: (detail) => replaceQueryData(queryClient, memberInfoQueryKey, detail),
  });
}
