import type { VersionInfo } from "@cellar/contracts";
import { AppError } from "../../app/http/errors";
import type { Db } from "../../app/query";
import { findLatestVersion } from "./version.repository";

export async function versionInfo(db: Db, osCode: string): Promise<VersionInfo> {
  const latest = await findLatestVersion(db, osCode);
  if (!latest) throw new AppError("notFound");
  return latest;
}
