import type {
  CommunityComment,
  CommunityFeed,
  CommunityLike,
  CommunityPhoto,
  CommunityPoll,
  CommunityPost,
} from "@cellar/contracts";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../app/query";
import { member, startTestServer, type TestServer } from "../../test/harness";

const API = "/user-api/v1.0.0/api/community";
const MNGR = "/mngr-api/v1.0.0/api/community";
const KEY = "community-test-key-0123456789";
let t: TestServer;
let demo: Record<string, string>;
let basic: Record<string, string>;
let staff: Record<string, string>;
let itemCd: string;

/** Signs the three demo members in again (after the clock moved past their tokens). */
async function signIn() {
  demo = member((await t.login("demo")).access);
  basic = member((await t.login("basic")).access);
  staff = member((await t.login("staff")).access);
}

beforeAll(async () => {
  t = await startTestServer({ env: { MNGR_API_KEY: KEY } });
  await signIn();
  [{ itemCd } = { itemCd: "" }] = await queryRows<{ itemCd: string }>(
    t.database.db,
    sql`select item_cd as "itemCd" from products where clas_l_cd = '10' order by item_cd limit 1`,
  );
});
afterAll(() => t.close());

const call = (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
  t.call(`${API}${path}`, { method, headers, ...(body === undefined ? {} : { body }) });
const ok = async <T>(method: string, path: string, headers: Record<string, string>, body?: unknown) => {
  const res = await call(method, path, headers, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as T;
};
const write = (headers: Record<string, string>, body: Record<string, unknown>) =>
  ok<CommunityPost>("POST", "/posts", headers, body);
/** Clears the member's rate window so a test can write freely. */
const resetRate = (mberNo: string) =>
  t.database.db.execute(sql`delete from community_actions where mber_no = ${mberNo}`);
const DEMO = "M202103150001";
const BASIC = "M202308020002";

async function upload(headers: Record<string, string>, bytes: Uint8Array, type = "image/png") {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type }), "photo.png");
  const res = await fetch(`${t.base}${API}/photos`, { method: "POST", headers, body: form });
  return { status: res.status, body: (await res.json()) as { code: string; data: unknown } };
}

describe("feed", () => {
  it("needs a member", async () => {
    const res = await t.call(`${API}/posts`);
    expect(res.body.code).toBe("NON_MEMBER");
  });

  it("lists a board's seeded posts newest first, paged, with authors and grades", async () => {
    const feed = await ok<CommunityFeed>("GET", "/posts?board=drink&pageSize=10", demo);
    expect(feed.totalCnt).toBeGreaterThanOrEqual(50);
    expect(feed.list).toHaveLength(10);
    expect(feed.list.every((p) => p.board === "drink")).toBe(true);
    const times = feed.list.map((p) => p.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(feed.list[0]!.author.nickName.length).toBeGreaterThan(0);
    expect(["Silver", "Gold", "Black", "VIP"]).toContain(feed.list[0]!.author.gradeNm);
    const page2 = await ok<CommunityFeed>("GET", "/posts?board=drink&pageSize=10&pageNo=2", demo);
    expect(page2.list.map((p) => p.postNo)).not.toContain(feed.list[0]!.postNo);
  });

  it("sorts by likes with popular; play posts carry their polls", async () => {
    const feed = await ok<CommunityFeed>("GET", "/posts?board=love&sort=popular&pageSize=20", demo);
    const likes = feed.list.map((p) => p.likeCount);
    expect([...likes].sort((a, b) => b - a)).toEqual(likes);
    const play = await ok<CommunityFeed>("GET", "/posts?board=play", demo);
    expect(play.list.every((p) => p.poll && p.poll.options.length >= 2)).toBe(true);
  });

  it("refuses an unknown board or sort", async () => {
    expect((await call("GET", "/posts?board=event", demo)).status).toBe(400);
    expect((await call("GET", "/posts?sort=oldest", demo)).status).toBe(400);
  });
});

describe("posts", () => {
  it("writes a drink post with a resized photo and a linked bottle, reads, edits and deletes it", async () => {
    await resetRate(DEMO);
    const big = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: "#6b1f2a" } })
      .withMetadata({ exif: { IFD0: { Make: "SecretCam" } } })
      .png()
      .toBuffer();
    const up = await upload(demo, big);
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    const photo = up.body.data as CommunityPhoto;
    const served = await fetch(`${t.base}${photo.url}`);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(Math.max(meta.width!, meta.height!)).toBe(1280);
    expect(meta.exif).toBeUndefined();
    const thumb = await sharp(Buffer.from(await (await fetch(`${t.base}${photo.thumbUrl}`)).arrayBuffer())).metadata();
    expect(thumb.width).toBe(360);

    const post = await write(demo, {
      board: "drink",
      text: "<b>굵게</b> 아님\n둘째 줄 https://cellar.example",
      photoFileIds: [photo.fileId],
      itemCds: [itemCd],
      rating: 5,
      tastingWords: ["체리", "오크"],
    });
    expect(post.text).toBe("<b>굵게</b> 아님\n둘째 줄 https://cellar.example");
    expect(post.photos).toHaveLength(1);
    expect(post.products.map((p) => p.itemCd)).toEqual([itemCd]);
    expect(post.mine).toBe(true);
    expect(post.rating).toBe(5);

    const read = await ok<CommunityPost>("GET", `/posts/${post.postNo}`, basic);
    expect(read.mine).toBe(false);
    expect(read.author.nickName).toBe("와인러버");

    const edited = await ok<CommunityPost>("PATCH", `/posts/${post.postNo}`, demo, {
      board: "drink",
      text: "고쳤어요",
      photoFileIds: [],
      itemCds: [],
      rating: 4,
    });
    expect(edited.text).toBe("고쳤어요");
    expect(edited.photos).toHaveLength(0);
    expect((await fetch(`${t.base}${photo.url}`)).status).toBe(404);

    expect((await call("PATCH", `/posts/${post.postNo}`, basic, { board: "drink", text: "남의 글" })).status).toBe(403);
    expect((await call("PATCH", `/posts/${post.postNo}`, demo, { board: "love", text: "게시판 이동" })).status).toBe(
      400,
    );
    expect((await call("DELETE", `/posts/${post.postNo}`, basic)).status).toBe(403);
    await ok("DELETE", `/posts/${post.postNo}`, demo);
    expect((await call("GET", `/posts/${post.postNo}`, demo)).status).toBe(404);
  });

  it("checks text, board rules, photos and products", async () => {
    await resetRate(DEMO);
    expect((await call("POST", "/posts", demo, { board: "drink", text: "" })).status).toBe(400);
    expect((await call("POST", "/posts", demo, { board: "drink", text: "가".repeat(2001) })).status).toBe(400);
    expect((await call("POST", "/posts", demo, { board: "love", text: "평점", rating: 5 })).status).toBe(400);
    const poll = { question: "질문", options: ["하나", "둘"] };
    expect((await call("POST", "/posts", demo, { board: "drink", text: "투표", poll })).status).toBe(400);
    const oneOption = { question: "질문", options: ["하나"] };
    expect((await call("POST", "/posts", demo, { board: "play", text: "투표", poll: oneOption })).status).toBe(400);
    const tooMany = Array.from({ length: 11 }, (_, i) => `CF${String(i).padStart(24, "0")}`);
    expect((await call("POST", "/posts", demo, { board: "drink", text: "사진", photoFileIds: tooMany })).status).toBe(
      400,
    );
    const unknownPhoto = await call("POST", "/posts", demo, { board: "drink", text: "사진", photoFileIds: ["CFnope"] });
    expect(unknownPhoto.body.code).toBe("COMM0004");
    const unknownItem = await call("POST", "/posts", demo, { board: "drink", text: "상품", itemCds: ["NOPE"] });
    expect(unknownItem.body.code).toBe("COMM0005");
    expect((await call("GET", "/posts/CPnope", demo)).status).toBe(404);
  });

  it("refuses photos of the wrong type, too large or not images at all", async () => {
    const fake = new TextEncoder().encode("<svg onload=alert(1)>");
    expect((await upload(demo, fake, "image/png")).body.code).toBe("COMM0002");
    const broken = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    expect((await upload(demo, broken)).body.code).toBe("COMM0002");
    const huge = new Uint8Array(10 * 1024 * 1024 + 1);
    expect((await upload(demo, huge)).body.code).toBe("COMM0003");
    const res = await fetch(`${t.base}${API}/photos`, { method: "POST", headers: demo });
    expect(res.status).toBe(400);
  });

  it("limits a member to 5 posts in 10 minutes, with a clear code and message", async () => {
    await resetRate(BASIC);
    for (let i = 0; i < 5; i++) await write(basic, { board: "love", text: `글 ${i}` });
    const sixth = await call("POST", "/posts", basic, { board: "love", text: "여섯째" });
    expect(sixth.status).toBe(429);
    expect(sixth.body.code).toBe("COMM0001");
    expect(sixth.body.message).toContain("10분");
    t.advance(11 * 60_000);
    await signIn();
    await write(basic, { board: "love", text: "10분 뒤" });
  });
});

describe("likes", () => {
  it("likes once, counts exactly and unlikes", async () => {
    await resetRate(BASIC);
    const post = await write(basic, { board: "love", text: "좋아요 테스트" });
    const liked = await ok<CommunityLike>("PUT", `/posts/${post.postNo}/like`, demo);
    expect(liked).toEqual({ liked: true, likeCount: 1 });
    expect(await ok<CommunityLike>("PUT", `/posts/${post.postNo}/like`, demo)).toEqual({ liked: true, likeCount: 1 });
    await ok("PUT", `/posts/${post.postNo}/like`, staff);
    const read = await ok<CommunityPost>("GET", `/posts/${post.postNo}`, demo);
    expect(read.likeCount).toBe(2);
    expect(read.liked).toBe(true);
    expect(await ok<CommunityLike>("DELETE", `/posts/${post.postNo}/like`, demo)).toEqual({
      liked: false,
      likeCount: 1,
    });
    expect(await ok<CommunityLike>("DELETE", `/posts/${post.postNo}/like`, demo)).toEqual({
      liked: false,
      likeCount: 1,
    });
    expect((await call("PUT", "/posts/CPnope/like", demo)).status).toBe(404);
  });
});

describe("polls", () => {
  it("takes one answer per member and answers live results; refuses closed polls and bad options", async () => {
    await resetRate(BASIC);
    const closesAt = new Date(t.now().getTime() + 3_600_000).toISOString();
    const post = await write(basic, {
      board: "play",
      text: "투표해 주세요",
      poll: { question: "어떤 술?", options: ["와인", "위스키", "맥주"], closesAt },
    });
    expect(post.poll!.options.map((o) => o.label)).toEqual(["와인", "위스키", "맥주"]);
    const result = await ok<CommunityPoll>("POST", `/posts/${post.postNo}/poll`, demo, { optionNo: 2 });
    expect(result.myOptionNo).toBe(2);
    expect(result.totalCount).toBe(1);
    expect(result.options[1]!.count).toBe(1);
    expect((await call("POST", `/posts/${post.postNo}/poll`, demo, { optionNo: 1 })).body.code).toBe("COMM0007");
    expect((await call("POST", `/posts/${post.postNo}/poll`, staff, { optionNo: 5 })).status).toBe(400);
    const notPoll = await write(basic, { board: "love", text: "투표 없음" });
    expect((await call("POST", `/posts/${notPoll.postNo}/poll`, demo, { optionNo: 1 })).status).toBe(404);
    t.advance(2 * 3_600_000);
    await signIn();
    expect((await call("POST", `/posts/${post.postNo}/poll`, staff, { optionNo: 1 })).body.code).toBe("COMM0006");
    const closed = await ok<CommunityPost>("GET", `/posts/${post.postNo}`, staff);
    expect(closed.poll!.closed).toBe(true);
  });
});

describe("comments", () => {
  it("comments and replies one level deep; authors edit and delete; counts follow", async () => {
    await resetRate(DEMO);
    await resetRate(BASIC);
    const post = await write(demo, { board: "love", text: "댓글 테스트" });
    const c1 = await ok<CommunityComment>("POST", `/posts/${post.postNo}/comments`, basic, { content: "첫 댓글" });
    const reply = await ok<CommunityComment>("POST", `/posts/${post.postNo}/comments`, demo, {
      content: "답글",
      parentNo: c1.commentNo,
    });
    expect(reply.parentNo).toBe(c1.commentNo);
    const deeper = await call("POST", `/posts/${post.postNo}/comments`, basic, {
      content: "x",
      parentNo: reply.commentNo,
    });
    expect(deeper.body.code).toBe("COMM0011");
    const badParent = await call("POST", `/posts/${post.postNo}/comments`, basic, { content: "x", parentNo: "CCnope" });
    expect(badParent.status).toBe(404);
    expect((await call("POST", `/posts/${post.postNo}/comments`, basic, { content: "" })).status).toBe(400);

    let read = await ok<CommunityPost>("GET", `/posts/${post.postNo}`, demo);
    expect(read.commentCount).toBe(2);
    expect(read.comments).toHaveLength(1);
    expect(read.comments[0]!.replies.map((r) => r.content)).toEqual(["답글"]);

    expect((await call("PATCH", `/comments/${c1.commentNo}`, demo, { content: "남의 댓글" })).status).toBe(403);
    const edited = await ok<CommunityComment>("PATCH", `/comments/${c1.commentNo}`, basic, { content: "고친 댓글" });
    expect(edited.content).toBe("고친 댓글");
    expect((await call("DELETE", `/comments/${c1.commentNo}`, demo)).status).toBe(403);
    await ok("DELETE", `/comments/${c1.commentNo}`, basic);
    read = await ok<CommunityPost>("GET", `/posts/${post.postNo}`, demo);
    expect(read.comments[0]!.deleted).toBe(true);
    expect(read.comments[0]!.content).toBe("");
    expect(read.comments[0]!.replies).toHaveLength(1);
    await ok("DELETE", `/comments/${reply.commentNo}`, demo);
    read = await ok<CommunityPost>("GET", `/posts/${post.postNo}`, demo);
    expect(read.comments).toHaveLength(0);
    expect(read.commentCount).toBe(0);
    expect((await call("DELETE", `/comments/${reply.commentNo}`, demo)).status).toBe(404);
  });

  it("limits a member to 20 comments in 10 minutes", async () => {
    await resetRate(DEMO);
    await resetRate(BASIC);
    const post = await write(demo, { board: "love", text: "댓글 한도" });
    for (let i = 0; i < 20; i++) await ok("POST", `/posts/${post.postNo}/comments`, basic, { content: `댓글 ${i}` });
    const over = await call("POST", `/posts/${post.postNo}/comments`, basic, { content: "넘침" });
    expect(over.status).toBe(429);
    expect(over.body.code).toBe("COMM0001");
  });
});

describe("reports, blocks and the store side", () => {
  it("hides a post reported by 3 members until a manager restores or removes it", async () => {
    await resetRate(DEMO);
    const post = await write(demo, { board: "love", text: "신고될 글" });
    const reportBody = { targetType: "post", targetNo: post.postNo, reasonCd: "SPAM" };
    expect((await call("POST", "/reports", demo, reportBody)).body.code).toBe("COMM0009");
    await ok("POST", "/reports", basic, reportBody);
    expect((await call("POST", "/reports", basic, reportBody)).body.code).toBe("COMM0008");
    await ok("POST", "/reports", staff, reportBody);
    expect((await ok<CommunityPost>("GET", `/posts/${post.postNo}`, basic)).postNo).toBe(post.postNo);
    const third = member((await t.login("community01")).access);
    await ok("POST", "/reports", third, { ...reportBody, reasonCd: "OTHER", detail: "광고성 글입니다" });
    expect((await call("GET", `/posts/${post.postNo}`, basic)).status).toBe(404);
    const feed = await ok<CommunityFeed>("GET", "/posts?board=love&pageSize=50", basic);
    expect(feed.list.map((p) => p.postNo)).not.toContain(post.postNo);
    expect((await ok<CommunityPost>("GET", `/posts/${post.postNo}`, demo)).postNo).toBe(post.postNo);

    expect((await t.call(`${MNGR}/reported-posts`)).status).toBe(403);
    expect(
      (await t.call(`${MNGR}/reported-posts`, { headers: { "x-mngr-key": "wrong-key-wrong-key-00" } })).status,
    ).toBe(403);
    const listed = await t.call(`${MNGR}/reported-posts`, { headers: { "x-mngr-key": KEY } });
    const hidden = listed.body.data as { postNo: string; reportCount: number }[];
    expect(hidden.find((p) => p.postNo === post.postNo)?.reportCount).toBe(3);
    const restore = await t.call(`${MNGR}/posts/${post.postNo}/restore`, {
      method: "POST",
      headers: { "x-mngr-key": KEY },
    });
    expect(restore.status).toBe(200);
    expect((await ok<CommunityPost>("GET", `/posts/${post.postNo}`, basic)).postNo).toBe(post.postNo);
    const again = await t.call(`${MNGR}/posts/${post.postNo}/restore`, {
      method: "POST",
      headers: { "x-mngr-key": KEY },
    });
    expect(again.status).toBe(404);
    const fourth = member((await t.login("community02")).access);
    await ok("POST", "/reports", fourth, reportBody);
    const remove = await t.call(`${MNGR}/posts/${post.postNo}/remove`, {
      method: "POST",
      headers: { "x-mngr-key": KEY },
    });
    expect(remove.status).toBe(200);
    expect((await call("GET", `/posts/${post.postNo}`, demo)).status).toBe(404);
  });

  it("reports comments and members, with reasons checked", async () => {
    await resetRate(DEMO);
    const post = await write(demo, { board: "love", text: "댓글 신고" });
    const c = await ok<CommunityComment>("POST", `/posts/${post.postNo}/comments`, demo, { content: "내 댓글" });
    expect(
      (await call("POST", "/reports", demo, { targetType: "comment", targetNo: c.commentNo, reasonCd: "ABUSE" })).body
        .code,
    ).toBe("COMM0009");
    await ok("POST", "/reports", basic, { targetType: "comment", targetNo: c.commentNo, reasonCd: "ABUSE" });
    await ok("POST", "/reports", basic, { targetType: "member", targetNo: DEMO, reasonCd: "PRIVACY" });
    expect(
      (await call("POST", "/reports", basic, { targetType: "member", targetNo: "MNOPE", reasonCd: "AD" })).status,
    ).toBe(404);
    expect(
      (await call("POST", "/reports", basic, { targetType: "post", targetNo: post.postNo, reasonCd: "WHY" })).status,
    ).toBe(400);
    expect(
      (await call("POST", "/reports", basic, { targetType: "post", targetNo: post.postNo, reasonCd: "OTHER" })).status,
    ).toBe(400);
  });

  it("blocking hides the member's posts and comments from the blocker; unblocking shows them again", async () => {
    await resetRate(DEMO);
    await resetRate(BASIC);
    const post = await write(basic, { board: "drink", text: "차단될 사람의 글" });
    const host = await write(demo, { board: "drink", text: "내 글" });
    await ok("POST", `/posts/${host.postNo}/comments`, basic, { content: "차단될 댓글" });
    expect((await call("POST", "/blocks", demo, { authorNo: DEMO })).body.code).toBe("COMM0010");
    expect((await call("POST", "/blocks", demo, { authorNo: "MNOPE" })).status).toBe(404);
    await ok("POST", "/blocks", demo, { authorNo: BASIC });
    const blocks = await ok<{ authorNo: string; nickName: string }[]>("GET", "/blocks", demo);
    expect(blocks.map((b) => b.nickName)).toEqual(["하늘빛"]);
    const feed = await ok<CommunityFeed>("GET", "/posts?board=drink&pageSize=50", demo);
    expect(feed.list.some((p) => p.author.authorNo === BASIC)).toBe(false);
    expect((await call("GET", `/posts/${post.postNo}`, demo)).status).toBe(404);
    expect((await ok<CommunityPost>("GET", `/posts/${host.postNo}`, demo)).comments).toHaveLength(0);
    expect(
      (await ok<CommunityFeed>("GET", "/posts?board=drink&pageSize=50", staff)).list.some(
        (p) => p.postNo === post.postNo,
      ),
    ).toBe(true);
    await ok("DELETE", `/blocks/${BASIC}`, demo);
    expect((await call("DELETE", `/blocks/${BASIC}`, demo)).status).toBe(404);
    expect((await ok<CommunityPost>("GET", `/posts/${host.postNo}`, demo)).comments).toHaveLength(1);
  });
});
