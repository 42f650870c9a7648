import { useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";

export const blocksQueryKey = ["community", "blocks"] as const;

/** GET user-api /api/community/blocks: the members I blocked. */
export const getBlocks = () => callEndpoint("communityBlocks", { hidden: true, silent: true });

export function useBlocks(enabled: boolean) {
  return useQuery({ queryKey: blocksQueryKey, queryFn: getBlocks, enabled });
}
