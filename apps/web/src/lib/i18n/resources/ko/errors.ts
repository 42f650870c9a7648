import { AUTH_ERROR_MESSAGES_KO } from "@cellar/contracts/auth-error-messages";

export default {
  retryShortly: "잠시 후 다시 시도해 주세요.",
  notAccessibleOnDevice: "이 기기에서는 사용할 수 없습니다.",
  /** SPEC §8: texts for HTTP failures that carry the common fail code. */
  http: {
    "400": "잘못된 요청입니다",
    "401": "인증이 필요합니다",
    "403": "접근 권한이 없습니다",
    "404": "요청한 리소스를 찾을 수 없습니다",
    "500": "서버 내부 오류가 발생했습니다",
    "502": "잘못된 게이트웨이 응답입니다",
    "503": "서버가 요청을 처리할 준비가 되지 않았습니다",
    other: "알 수 없는 오류가 발생했습니다",
  },
  /** Texts for the contracts' stable error codes, keyed by their messageKey. */
  codes: {
    validation: "요청 값이 올바르지 않습니다",
    internal: "서버 내부 오류가 발생했습니다",
    notFound: "요청한 리소스를 찾을 수 없습니다",
    forbidden: "접근 권한이 없습니다",
    // The API's Korean messages for the sign-in and session codes, one table for both.
    ...AUTH_ERROR_MESSAGES_KO,
    reviewNotPurchased: "구매 확정된 상품만 리뷰를 작성할 수 있습니다",
    reviewAlreadyWritten: "이미 리뷰를 작성한 상품입니다",
    reviewAlreadyReported: "이미 신고한 리뷰입니다",
    reviewOwnReport: "내가 쓴 리뷰는 신고할 수 없습니다",
    reviewPhotoType: "JPG, PNG, WEBP 형식의 사진만 올릴 수 있습니다",
    reviewPhotoTooLarge: "사진은 한 장에 5MB까지 올릴 수 있습니다",
    reviewPhotoUnknown: "사진을 다시 올려 주세요",
    reviewPhotoPileUp: "등록하지 않은 사진이 너무 많습니다. 작성 중인 리뷰를 먼저 등록해 주세요",
    restockInStock: "재고가 있는 상품은 재입고 알림을 신청할 수 없습니다",
  },
  session: {
    duplicateLogin: "다른 기기에서 로그인하여 로그아웃되었습니다",
    refreshFailed: "로그인이 만료되었습니다. 다시 로그인해 주세요",
    nonMember: "로그인이 필요합니다",
  },
};
