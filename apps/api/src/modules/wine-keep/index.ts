/** The wine-keep module's public entry: the only file other modules import (docs/decisions/375). */
export { sendKeepReminders, startWineKeepJobs } from "./wine-keep.jobs";
export { registerWineKeepRoutes } from "./wine-keep.routes";
export { keepPaidOrder, type WineKeepDeps } from "./wine-keep.usecases";
