import type { CodeGroup, CommonCode } from "@cellar/contracts/client";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { callEndpoint } from "../http/client";

/** POST product-api /api/codes [group]: one group's codes (a failure only logs, SPEC §8). */
export async function getCodeGroup(group: string): Promise<CommonCode[]> {
  return (await callEndpoint("codes", { data: [group], hidden: true, silent: true }))[group] ?? [];
}

/**
 * A code's name in the UI language, as `(cd, name) => label`. The API names the codes it answers
 * with (an order's status, say) in Korean, the app's default language, so a Korean session shows
 * that name as it is. An English session reads the group's codes once (cached for an hour) for
 * their English names; until they arrive, or for a code without one, the API's name shows.
 */
export function useCodeName(group: CodeGroup): (cd: string, name: string) => string {
  const { i18n } = useTranslation();
  const en = i18n.language === "en";
  const { data } = useQuery({
    queryKey: ["codes", group],
    queryFn: () => getCodeGroup(group),
    staleTime: 60 * 60_000,
    enabled: en,
  });
  return (cd, name) => (en ? data?.find((c) => c.cd === cd)?.cdEngNm : null) || name;
}
