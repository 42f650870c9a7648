import type { VersionInfo } from "@cellar/contracts";
import { AppError } from "../../app/http/errors";
import type { Db } from "../../app/query";
import type * as VersionRepository from "./version.repository";

/** What the use-cases work with: the database and the module's repository (routes build it). */
export type VersionDeps = { db: Db; repo: typeof VersionRepository };

export async function versionInfo(deps: VersionDeps, osCode: string): Promise<VersionInfo> {
  const { db } = deps;
  const latest = await deps.repo.findLatestVersion(db, osCode);
  if (!latest) throw new AppError("notFound");
  return latest;
}
