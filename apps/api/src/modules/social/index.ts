/** The social module's public entry: the only file other modules import (docs/decisions/375). */
import type { Queryable } from "../../app/query";
import * as repo from "./social.repository";
import { claimSocialJoin as claim } from "./social.usecases";

export { registerSocialRoutes } from "./social.routes";
export { socialAttempts, socialLinks } from "./social.table";

/** For the join: uses a social join token once, in the join's transaction (decision 433). */
export const claimSocialJoin = (tx: Queryable, snsTkn: string, now: Date) => claim(repo, tx, snsTkn, now);
