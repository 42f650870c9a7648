import type { ErrorDef } from "./errors";

const def = (code: string, status: number, messageKey: string): ErrorDef => ({ code, status, messageKey });

/** Error codes of the lucky draws (issue 22; spread into `ERRORS`). */
export const LUCKY_DRAW_ERRORS = {
  luckyDrawNotFound: def("LKD0001", 404, "luckyDrawNotFound"),
  luckyEntryNotOpen: def("LKD0002", 409, "luckyEntryNotOpen"),
  luckyEntryClosed: def("LKD0003", 409, "luckyEntryClosed"),
  luckyAlreadyEntered: def("LKD0004", 409, "luckyAlreadyEntered"),
  luckyNotEligible: def("LKD0005", 403, "luckyNotEligible"),
  luckyStoreNotInDraw: def("LKD0006", 400, "luckyStoreNotInDraw"),
  luckyEntryNotFound: def("LKD0007", 404, "luckyEntryNotFound"),
  luckyNotWinner: def("LKD0008", 403, "luckyNotWinner"),
  luckyAlreadyPaid: def("LKD0009", 409, "luckyAlreadyPaid"),
  luckyPayExpired: def("LKD0010", 409, "luckyPayExpired"),
  luckyNotAnnounced: def("LKD0011", 409, "luckyNotAnnounced"),
  luckyDrawCodeExists: def("LKD0012", 409, "luckyDrawCodeExists"),
  luckyDrawInvalid: def("LKD0013", 400, "luckyDrawInvalid"),
  luckyNotPaid: def("LKD0014", 404, "luckyNotPaid"),
} as const satisfies Record<string, ErrorDef>;

export type LuckyDrawErrorName = keyof typeof LUCKY_DRAW_ERRORS;

/** Korean message the API sends with each of these codes. */
export const LUCKY_DRAW_ERROR_MESSAGES_KO: Record<LuckyDrawErrorName, string> = {
  luckyDrawNotFound: "럭키드로우를 찾을 수 없습니다",
  luckyEntryNotOpen: "아직 응모 기간이 아닙니다",
  luckyEntryClosed: "응모가 마감되었습니다",
  luckyAlreadyEntered: "이미 응모한 럭키드로우입니다",
  luckyNotEligible: "응모 자격이 없습니다",
  luckyStoreNotInDraw: "이 럭키드로우에 참여하지 않는 매장입니다",
  luckyEntryNotFound: "응모 내역이 없습니다",
  luckyNotWinner: "당첨자만 결제할 수 있습니다",
  luckyAlreadyPaid: "이미 결제를 마쳤습니다",
  luckyPayExpired: "결제 기한이 지났습니다",
  luckyNotAnnounced: "아직 추첨 전입니다",
  luckyDrawCodeExists: "이미 있는 럭키드로우 코드입니다",
  luckyDrawInvalid: "럭키드로우 일정이나 인원이 올바르지 않습니다",
  luckyNotPaid: "결제 내역이 없습니다",
};
