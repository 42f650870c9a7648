import type { CommunityPost, CommunityPostSummary } from "@cellar/contracts/client";

export const summary = (
  postNo: string,
  text: string,
  patch: Partial<CommunityPostSummary> = {},
): CommunityPostSummary => ({
  postNo,
  board: "drink",
  text,
  author: { authorNo: "M1", nickName: "보르도산책", gradeNm: "Gold" },
  photos: [],
  rating: 4,
  tastingWords: ["cherry"],
  productCount: 0,
  likeCount: 3,
  liked: false,
  commentCount: 1,
  poll: null,
  mine: false,
  createdAt: "2026-11-20T10:00:00.000Z",
  updatedAt: "2026-11-20T10:00:00.000Z",
  ...patch,
});

export const post = (patch: Partial<CommunityPost> = {}): CommunityPost => ({
  ...summary("CP1", "first line\n<b>not bold</b> see https://cellar.example/guide."),
  products: [],
  comments: [],
  ...patch,
});
