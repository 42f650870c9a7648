/** The join module's public entry: the only file other modules import (docs/decisions/375). */
export { addTermsVersion, registerJoinRoutes } from "./join.routes";
export type { TermsWriteInput } from "./terms.usecases";
