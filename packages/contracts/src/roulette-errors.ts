import type { ErrorDef } from "./errors";

const def = (code: string, status: number, messageKey: string): ErrorDef => ({ code, status, messageKey });

/** Error codes of the roulette (issue 22; spread into `ERRORS`). */
export const ROULETTE_ERRORS = {
  rouletteNotFound: def("ROUL0001", 404, "rouletteNotFound"),
  rouletteNotOpen: def("ROUL0002", 409, "rouletteNotOpen"),
  rouletteEnded: def("ROUL0003", 409, "rouletteEnded"),
  rouletteNoSpinsLeft: def("ROUL0004", 409, "rouletteNoSpinsLeft"),
  rouletteEventExists: def("ROUL0005", 409, "rouletteEventExists"),
  rouletteUnknownCoupon: def("ROUL0006", 400, "rouletteUnknownCoupon"),
} as const satisfies Record<string, ErrorDef>;

export type RouletteErrorName = keyof typeof ROULETTE_ERRORS;

/** Korean message the API sends with each of these codes. */
export const ROULETTE_ERROR_MESSAGES_KO: Record<RouletteErrorName, string> = {
  rouletteNotFound: "룰렛 이벤트를 찾을 수 없습니다",
  rouletteNotOpen: "아직 시작하지 않은 이벤트입니다",
  rouletteEnded: "종료된 이벤트입니다",
  rouletteNoSpinsLeft: "오늘 돌릴 수 있는 횟수를 모두 사용했습니다",
  rouletteEventExists: "이미 있는 이벤트 코드입니다",
  rouletteUnknownCoupon: "등록되지 않은 쿠폰입니다",
};
