import type { CodesResponse } from "@cellar/contracts";
import type { Db } from "../../app/query";
import { findCodesByGroups } from "./codes.repository";

/** Codes as a map by group; every requested group is a key, unknown groups map to []. */
export async function codesByGroup(db: Db, groups: string[]): Promise<CodesResponse> {
  const unique = [...new Set(groups)];
  const result: CodesResponse = Object.fromEntries(unique.map((g) => [g, []]));
  for (const row of await findCodesByGroups(db, unique)) result[row.grpCd]?.push(row);
  return result;
}
