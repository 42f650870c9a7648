import type { CodesResponse } from "@cellar/contracts";
import type { Db } from "../../app/query";
import type * as CodesRepository from "./codes.repository";

/** What the use-cases work with: the database and the module's repository (routes build it). */
export type CodesDeps = { db: Db; repo: typeof CodesRepository };

/** Codes as a map by group; every requested group is a key, unknown groups map to []. */
export async function codesByGroup(deps: CodesDeps, groups: string[]): Promise<CodesResponse> {
  const { db } = deps;
  const unique = [...new Set(groups)];
  const result: CodesResponse = Object.fromEntries(unique.map((g) => [g, []]));
  for (const row of await deps.repo.findCodesByGroups(db, unique)) result[row.grpCd]?.push(row);
  return result;
}
