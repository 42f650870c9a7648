/** The roulette module's public entry: the only file other modules import (docs/decisions/375). */
export { registerRouletteRoutes } from "./roulette.routes";
export { rouletteEvents, roulettePrizes, rouletteSpins } from "./roulette.table";
