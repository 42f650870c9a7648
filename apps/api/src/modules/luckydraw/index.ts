/** The lucky-draw module's public entry: the only file other modules import (docs/decisions/375). */
export { startLuckyDrawJobs } from "./luckydraw.jobs";
export { registerLuckyDrawRoutes } from "./luckydraw.routes";
export { luckyDrawEntries, luckyDrawRuns, luckyDraws } from "./luckydraw.table";
export { fulfilLuckyDraw } from "./luckydraw-pay.usecases";
