/** The returns module's public entry: the only file other modules import (docs/decisions/375). */

export { retryPendingRefunds, startReturnsJobs } from "./returns.jobs";
export { registerReturnsRoutes, serveReturnPhotos } from "./returns.routes";
export type { ReturnsDeps } from "./returns.usecases";
export { fulfilReturnFee } from "./returns-fee.usecases";
