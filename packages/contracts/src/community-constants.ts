/** Community constants (zod-free, for the web bundle too). */

/** Community boards members write on; `event` lists the chain's events (content module). */
export const COMMUNITY_BOARDS = ["drink", "love", "play"] as const;
export type CommunityBoard = (typeof COMMUNITY_BOARDS)[number];
/** The tabs of /community: the three boards, then the chain's events. */
export const COMMUNITY_TABS = [...COMMUNITY_BOARDS, "event"] as const;
export type CommunityTab = (typeof COMMUNITY_TABS)[number];

export const COMMUNITY_SORTS = ["newest", "popular"] as const;
export type CommunitySort = (typeof COMMUNITY_SORTS)[number];

/** Limits of a post, a comment, a poll and the posting rate (docs/decisions/385, 387). */
export const COMMUNITY_LIMITS = {
  maxText: 2000,
  maxComment: 500,
  maxPhotos: 10,
  maxProducts: 5,
  maxTastingWords: 5,
  maxTastingWord: 12,
  pollMinOptions: 2,
  pollMaxOptions: 6,
  maxPollQuestion: 100,
  maxPollOption: 40,
  maxPhotoBytes: 10 * 1024 * 1024,
  photoTypes: ["image/jpeg", "image/png", "image/webp"],
  /** Longest side of a stored photo and of its thumbnail (px). */
  photoMaxSide: 1280,
  thumbMaxSide: 360,
  /** Distinct members whose reports hide a post until a manager reviews it. */
  reportsToHide: 3,
  /** Per member, in a sliding window of rateWindowMinutes. */
  postsPerWindow: 5,
  commentsPerWindow: 20,
  rateWindowMinutes: 10,
} as const;

/** Reasons a member gives for a report (texts in the web's i18n `community.reasons`). */
export const COMMUNITY_REPORT_REASONS = ["SPAM", "ABUSE", "ADULT", "AD", "PRIVACY", "OTHER"] as const;
export type CommunityReportReason = (typeof COMMUNITY_REPORT_REASONS)[number];
export const COMMUNITY_REPORT_TARGETS = ["post", "comment", "member"] as const;
export type CommunityReportTarget = (typeof COMMUNITY_REPORT_TARGETS)[number];
