import type { ErrorDef } from "./errors";

const def = (code: string, status: number, messageKey: string): ErrorDef => ({ code, status, messageKey });

/**
 * Error codes of the community (spread into `ERRORS`). Unknown or hidden posts answer the common
 * `notFound`; another member's post or comment the common `forbidden`.
 */
export const COMMUNITY_ERRORS = {
  communityRateLimited: def("COMM0001", 429, "communityRateLimited"),
  communityPhotoType: def("COMM0002", 400, "communityPhotoType"),
  communityPhotoTooLarge: def("COMM0003", 413, "communityPhotoTooLarge"),
  communityPhotoUnknown: def("COMM0004", 400, "communityPhotoUnknown"),
  communityProductUnknown: def("COMM0005", 400, "communityProductUnknown"),
  communityPollClosed: def("COMM0006", 409, "communityPollClosed"),
  communityPollAnswered: def("COMM0007", 409, "communityPollAnswered"),
  communityAlreadyReported: def("COMM0008", 409, "communityAlreadyReported"),
  communityOwnReport: def("COMM0009", 400, "communityOwnReport"),
  communitySelfBlock: def("COMM0010", 400, "communitySelfBlock"),
  communityReplyDepth: def("COMM0011", 400, "communityReplyDepth"),
} as const satisfies Record<string, ErrorDef>;

export type CommunityErrorName = keyof typeof COMMUNITY_ERRORS;

/** Korean message the API sends with each of these codes. */
export const COMMUNITY_ERROR_MESSAGES_KO: Record<CommunityErrorName, string> = {
  communityRateLimited: "잠시 후 다시 작성해 주세요. 10분 동안 작성할 수 있는 횟수를 넘었습니다",
  communityPhotoType: "JPG, PNG, WEBP 형식의 사진만 올릴 수 있습니다",
  communityPhotoTooLarge: "사진은 한 장에 10MB까지 올릴 수 있습니다",
  communityPhotoUnknown: "사진을 다시 올려 주세요",
  communityProductUnknown: "연결할 수 없는 상품입니다",
  communityPollClosed: "마감된 투표입니다",
  communityPollAnswered: "이미 참여한 투표입니다",
  communityAlreadyReported: "이미 신고했습니다",
  communityOwnReport: "내 글이나 나 자신은 신고할 수 없습니다",
  communitySelfBlock: "나 자신은 차단할 수 없습니다",
  communityReplyDepth: "답글에는 답글을 달 수 없습니다",
};
