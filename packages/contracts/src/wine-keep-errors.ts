import type { ErrorDef } from "./errors";

const def = (code: string, status: number, messageKey: string): ErrorDef => ({ code, status, messageKey });

/** Error codes of the wine keep (issue 23; spread into `ERRORS`). */
export const WINE_KEEP_ERRORS = {
  wineKeepNotFound: def("WKP0001", 404, "wineKeepNotFound"),
  wineKeepExtendUsed: def("WKP0002", 409, "wineKeepExtendUsed"),
  wineKeepExtendLate: def("WKP0003", 409, "wineKeepExtendLate"),
  wineKeepQtyOver: def("WKP0004", 409, "wineKeepQtyOver"),
  wineKeepClosed: def("WKP0005", 409, "wineKeepClosed"),
  wineKeepLineNotFound: def("WKP0006", 400, "wineKeepLineNotFound"),
} as const satisfies Record<string, ErrorDef>;

export type WineKeepErrorName = keyof typeof WINE_KEEP_ERRORS;

/** Korean message the API sends with each of these codes. */
export const WINE_KEEP_ERROR_MESSAGES_KO: Record<WineKeepErrorName, string> = {
  wineKeepNotFound: "보관 내역을 찾을 수 없습니다",
  wineKeepExtendUsed: "보관 기간은 한 번만 연장할 수 있습니다",
  wineKeepExtendLate: "보관 기한이 지나 연장할 수 없습니다. 매장에 문의해 주세요",
  wineKeepQtyOver: "남은 보관 수량보다 많이 내어드릴 수 없습니다",
  wineKeepClosed: "보관이 종료된 내역입니다",
  wineKeepLineNotFound: "이 보관 내역에 없는 상품입니다",
};
