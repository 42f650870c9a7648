import type { Event, EventPage, Faq, Notice, NoticePage, Term } from "@cellar/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { member, startTestServer, type TestServer } from "../../test/harness";

const USER = "/user-api/v1.0.0/api";
const MNGR = "/mngr-api/v1.0.0/api";
const KEY = "content-store-key";
let t: TestServer;
let demo: Record<string, string>;
let basic: Record<string, string>;
const store = { "x-mngr-key": KEY };

beforeAll(async () => {
  t = await startTestServer({ env: { MNGR_API_KEY: KEY } });
  demo = member((await t.login("demo")).access);
  basic = member((await t.login("basic")).access);
});
afterAll(() => t.close());

const data = async <T>(path: string, headers: Record<string, string> = {}) => {
  const res = await t.call(path, { headers });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as T;
};
const send = (method: string, path: string, body: unknown, headers: Record<string, string> = store) =>
  t.call(path, { method, body, headers });

describe("notices", () => {
  it("lists pinned notices first, then the newest, a page at a time", async () => {
    const page = await data<NoticePage>(`${USER}/notices?pageSize=50`);
    expect(page.totalCnt).toBeGreaterThanOrEqual(20);
    const pinned = page.list.filter((n) => n.pinned);
    expect(pinned.length).toBeGreaterThanOrEqual(2);
    expect(page.list.slice(0, pinned.length).every((n) => n.pinned)).toBe(true);
    const rest = page.list.slice(pinned.length).map((n) => n.publishedAt);
    expect(rest).toEqual([...rest].sort().reverse());
    const second = await data<NoticePage>(`${USER}/notices?pageNo=2&pageSize=5`);
    expect(second.totalPages).toBe(Math.ceil(page.totalCnt / 5));
    expect(second.list.map((n) => n.noticeNo)).toEqual(page.list.slice(5, 10).map((n) => n.noticeNo));
  });

  it("filters by category and shows one notice's rich content", async () => {
    const page = await data<NoticePage>(`${USER}/notices?category=DELIVERY&pageSize=50`);
    expect(page.list.length).toBeGreaterThanOrEqual(3);
    expect(page.list.every((n) => n.category === "DELIVERY")).toBe(true);
    const notice = await data<Notice>(`${USER}/notices/${page.list[0]!.noticeNo}`);
    expect(notice.title).toBe(page.list[0]!.title);
    expect(notice.contentHtml).toMatch(/<p>/);
  });

  it("answers CNT0001 for an unknown or unpublished notice and 400 for bad input", async () => {
    const unknown = await t.call(`${USER}/notices/99999`);
    expect([unknown.status, unknown.body.code]).toEqual([404, "CNT0001"]);
    const all = await data<NoticePage>(`${USER}/notices?pageSize=50`);
    expect(all.list.some((n) => n.title.startsWith("[작성 중]"))).toBe(false);
    const draft = await t.call(`${USER}/notices/23`);
    expect(draft.body.code).toBe("CNT0001");
    const badCategory = await t.call(`${USER}/notices?category=SECRET`);
    expect(badCategory.status).toBe(400);
    expect(badCategory.body.message).toMatch(/^category/);
    expect((await t.call(`${USER}/notices/abc`)).status).toBe(400);
    expect((await t.call(`${USER}/notices?pageSize=0`)).status).toBe(400);
  });
});

describe("FAQ", () => {
  it("lists 30+ published questions in 5+ categories, pinned first, and filters by category", async () => {
    const all = await data<Faq[]>(`${USER}/faqs`);
    expect(all.length).toBeGreaterThanOrEqual(30);
    expect(new Set(all.map((f) => f.category)).size).toBeGreaterThanOrEqual(5);
    expect(all.some((f) => f.question.startsWith("[작성 중]"))).toBe(false);
    const firstUnpinned = all.findIndex((f) => !f.pinned);
    expect(all.slice(firstUnpinned).every((f) => !f.pinned)).toBe(true);
    const wineKeep = await data<Faq[]>(`${USER}/faqs?category=WINE_KEEP`);
    expect(wineKeep.length).toBeGreaterThanOrEqual(4);
    expect(wineKeep.every((f) => f.category === "WINE_KEEP")).toBe(true);
  });

  it("searches questions and answers, Korean partial words included, every word required", async () => {
    const inQuestion = await data<Faq[]>(`${USER}/faqs?keyword=${encodeURIComponent("반품")}`);
    expect(inQuestion.some((f) => f.question.includes("반품"))).toBe(true);
    expect(inQuestion.every((f) => `${f.question}${f.answerHtml}`.includes("반품"))).toBe(true);
    // "신분증" appears only in answers; "분증" is a part of that word.
    const partial = await data<Faq[]>(`${USER}/faqs?keyword=${encodeURIComponent("분증")}`);
    expect(partial.length).toBeGreaterThanOrEqual(1);
    expect(partial.every((f) => f.answerHtml.includes("신분증"))).toBe(true);
    const both = await data<Faq[]>(`${USER}/faqs?keyword=${encodeURIComponent("픽업 신분증")}`);
    expect(both.map((f) => f.question)).toContain("픽업할 때 무엇이 필요한가요?");
    expect(both.every((f) => `${f.question}${f.answerHtml}`.includes("신분증"))).toBe(true);
    // Tags are not searched, nor are LIKE wildcards taken as such.
    expect(await data<Faq[]>(`${USER}/faqs?keyword=strong`)).toEqual([]);
    const percent = await data<Faq[]>(`${USER}/faqs?keyword=${encodeURIComponent("%")}`);
    expect(percent.map((f) => f.question)).toEqual(["선불금은 환불되나요?"]);
    expect(await data<Faq[]>(`${USER}/faqs?keyword=_`)).toEqual([]);
    const scoped = await data<Faq[]>(`${USER}/faqs?category=RETURN&keyword=${encodeURIComponent("배송비")}`);
    expect(scoped.length).toBeGreaterThan(0);
    expect(scoped.every((f) => f.category === "RETURN")).toBe(true);
  });

  it("refuses a bad category or a too long search", async () => {
    expect((await t.call(`${USER}/faqs?category=NOPE`)).status).toBe(400);
    const long = await t.call(`${USER}/faqs?keyword=${"가".repeat(51)}`);
    expect(long.status).toBe(400);
    expect(long.body.message).toMatch(/^keyword/);
  });
});

describe("events", () => {
  const list = (status: string, headers: Record<string, string> = {}) =>
    data<EventPage>(`${USER}/events?status=${status}&pageSize=50`, headers);

  it("lists open, upcoming and closed events with their seats", async () => {
    const open = await list("OPEN");
    expect(open.list.length).toBeGreaterThanOrEqual(4);
    expect(open.list.every((e) => e.status === "OPEN")).toBe(true);
    expect(open.list[0]!.pinned).toBe(true);
    const states = new Set(open.list.map((e) => e.signupState));
    expect([...states].sort()).toEqual(["FULL", "NONE", "OPEN"]);
    const nearlyFull = open.list.find((e) => e.seatsLeft === 1);
    expect(nearlyFull?.signupState).toBe("OPEN");
    const full = open.list.find((e) => e.signupState === "FULL")!;
    expect([full.seatsLeft, full.signupCount]).toEqual([0, full.capacity]);
    const free = open.list.find((e) => e.signupState === "NONE")!;
    expect([free.capacity, free.seatsLeft, free.deadlineAt]).toEqual([null, null, null]);
    const upcoming = await list("UPCOMING");
    expect(upcoming.list.map((e) => e.signupState)).toEqual(["NOT_YET"]);
    const closed = await list("CLOSED");
    expect(closed.list.length).toBeGreaterThanOrEqual(1);
    expect(closed.list.every((e) => e.status === "CLOSED" && e.signupState === "CLOSED")).toBe(true);
    expect(open.list.every((e) => e.imageUrl?.startsWith("/"))).toBe(true);
  });

  it("shows an event's rich content with only a sandboxed, allow-listed video", async () => {
    const open = await list("OPEN");
    const withVideo = await Promise.all(open.list.map((e) => data<Event>(`${USER}/events/${e.eventNo}`)));
    const video = withVideo.find((e) => e.contentHtml.includes("<iframe"))!;
    expect(video.contentHtml).toMatch(/src="https:\/\/www\.youtube\.com\/embed\//);
    expect(video.contentHtml).toMatch(/sandbox="/);
  });

  it("is where the seeded alarm about this week's tasting leads", async () => {
    const alarms = await data<{ list: { title: string; link: string | null }[] }>(`${USER}/alarms?pageSize=50`, demo);
    const link = alarms.list.find((a) => a.title === "이번 주 시음회 안내")?.link ?? "";
    expect(link).toMatch(/^\/eventPage\?eventNo=\d+$/);
    const eventNo = new URLSearchParams(link.split("?")[1]).get("eventNo");
    const event = await data<Event>(`${USER}/events/${eventNo}`);
    expect(event.title).toContain("피노 누아");
    expect(new Date(event.startAt).getUTCDay()).toBe(6); // a Saturday (15:00 in Seoul is 06:00 UTC)
  });

  it("answers CNT0003 for an unknown event and 400 for a bad status", async () => {
    const unknown = await t.call(`${USER}/events/424242`);
    expect([unknown.status, unknown.body.code]).toEqual([404, "CNT0003"]);
    expect((await t.call(`${USER}/events?status=SOON`)).status).toBe(400);
    expect((await t.call(`${USER}/events/0`)).status).toBe(400);
  });

  it("lets a member sign up once and cancel before the deadline, freeing the seat", async () => {
    const guest = await send("POST", `${USER}/events/1/signup`, undefined, {});
    expect([guest.status, guest.body.code]).toEqual([401, "NON_MEMBER"]);
    const before = await data<Event>(`${USER}/events/1`, demo);
    expect(before.signedUp).toBe(false);
    const signed = await send("POST", `${USER}/events/1/signup`, undefined, demo);
    expect(signed.body.code).toBe("0000");
    const after = signed.body.data as Event;
    expect([after.signedUp, after.signupCount, after.seatsLeft]).toEqual([
      true,
      before.signupCount + 1,
      before.seatsLeft! - 1,
    ]);
    expect((await send("POST", `${USER}/events/1/signup`, undefined, demo)).body.code).toBe("EVT0005");
    expect((await list("OPEN", demo)).list.find((e) => e.eventNo === 1)?.signedUp).toBe(true);
    expect((await list("OPEN")).list.find((e) => e.eventNo === 1)?.signedUp).toBe(false);
    const cancelled = await send("DELETE", `${USER}/events/1/signup`, undefined, demo);
    expect(cancelled.body.code).toBe("0000");
    expect((cancelled.body.data as Event).seatsLeft).toBe(before.seatsLeft);
    expect((await send("DELETE", `${USER}/events/1/signup`, undefined, demo)).body.code).toBe("EVT0006");
  });

  it("refuses a full, a closed, an upcoming and a no-sign-up event with their codes", async () => {
    const open = (await list("OPEN")).list;
    const code = async (eventNo: number, headers = demo) =>
      (await send("POST", `${USER}/events/${eventNo}/signup`, undefined, headers)).body.code;
    expect(await code(open.find((e) => e.signupState === "FULL")!.eventNo)).toBe("EVT0004");
    expect(await code(open.find((e) => e.signupState === "NONE")!.eventNo)).toBe("EVT0001");
    expect(await code((await list("UPCOMING")).list[0]!.eventNo)).toBe("EVT0002");
    expect(await code((await list("CLOSED")).list[0]!.eventNo)).toBe("EVT0003");
    // The last seat goes to the first member; the next one finds it full.
    const last = open.find((e) => e.seatsLeft === 1)!;
    expect(await code(last.eventNo, basic)).toBe("0000");
    expect(await code(last.eventNo)).toBe("EVT0004");
    expect((await data<Event>(`${USER}/events/${last.eventNo}`)).signupState).toBe("FULL");
    expect((await send("DELETE", `${USER}/events/${last.eventNo}/signup`, undefined, basic)).body.code).toBe("0000");
    expect(await code(424242)).toBe("CNT0003");
  });
});

describe("store side (mngr-api)", () => {
  const notice = { category: "NOTICE", title: "새 공지", contentHtml: "<p>본문</p>" };

  it("refuses a missing or wrong x-mngr-key with 403", async () => {
    expect((await send("POST", `${MNGR}/notices`, notice, {})).status).toBe(403);
    expect((await send("POST", `${MNGR}/notices`, notice, { "x-mngr-key": "nope" })).status).toBe(403);
    expect((await send("PATCH", `${MNGR}/events/1`, { pinned: true }, {})).status).toBe(403);
    const terms = { stplatRegNo: "ST001", ver: "9.0", title: "x", content: "x", requiredYn: "Y" };
    expect((await send("POST", `${MNGR}/terms`, terms, {})).status).toBe(403);
  });

  it("creates a notice sanitised, pins it, unpublishes and publishes it again", async () => {
    const created = await send("POST", `${MNGR}/notices`, {
      ...notice,
      title: "매장 안내",
      contentHtml: `<p onclick="alert(1)">안내<script>alert(1)</script></p><img src=x onerror="alert(2)"><a href="javascript:alert(3)">링크</a><iframe src="https://evil.example/x"></iframe>`,
    });
    expect(created.status).toBe(200);
    const n = created.body.data as Notice;
    expect(n.contentHtml).not.toMatch(/script|onclick|onerror|javascript:|iframe/);
    expect(n.contentHtml).toContain("안내");
    const pinned = await send("PATCH", `${MNGR}/notices/${n.noticeNo}`, { pinned: true });
    expect(pinned.body.data).toEqual({ pinned: true, published: true });
    expect((await data<NoticePage>(`${USER}/notices`)).list[0]!.noticeNo).toBe(n.noticeNo);
    await send("PATCH", `${MNGR}/notices/${n.noticeNo}`, { published: false });
    expect((await t.call(`${USER}/notices/${n.noticeNo}`)).body.code).toBe("CNT0001");
    expect((await data<NoticePage>(`${USER}/notices?pageSize=50`)).list.some((x) => x.noticeNo === n.noticeNo)).toBe(
      false,
    );
    await send("PATCH", `${MNGR}/notices/${n.noticeNo}`, { published: true });
    const edited = await send("PUT", `${MNGR}/notices/${n.noticeNo}`, { ...notice, category: "STORE", pinned: false });
    expect((edited.body.data as Notice).category).toBe("STORE");
    expect((await data<Notice>(`${USER}/notices/${n.noticeNo}`)).title).toBe("새 공지");
  });

  it("answers the not-found codes and 400 for bad store-side input", async () => {
    expect((await send("PUT", `${MNGR}/notices/99999`, notice)).body.code).toBe("CNT0001");
    expect((await send("PATCH", `${MNGR}/faqs/99999`, { pinned: true })).body.code).toBe("CNT0002");
    expect((await send("PATCH", `${MNGR}/events/99999`, { pinned: true })).body.code).toBe("CNT0003");
    expect((await send("PATCH", `${MNGR}/notices/1`, {})).status).toBe(400);
    expect((await send("POST", `${MNGR}/notices`, { ...notice, title: " " })).status).toBe(400);
    expect((await send("POST", `${MNGR}/faqs`, { category: "NOPE", question: "q", answerHtml: "a" })).status).toBe(400);
  });

  it("adds a FAQ that the search finds, and hides it when unpublished", async () => {
    const created = await send("POST", `${MNGR}/faqs`, {
      category: "MEMBERSHIP",
      question: "등급 혜택은 언제 바뀌나요?",
      answerHtml: "<p>매월 <strong>첫째 날</strong> 새벽에 바뀝니다.</p>",
    });
    const faq = created.body.data as Faq;
    expect((await data<Faq[]>(`${USER}/faqs?keyword=${encodeURIComponent("첫째 날")}`)).map((f) => f.faqNo)).toEqual([
      faq.faqNo,
    ]);
    await send("PATCH", `${MNGR}/faqs/${faq.faqNo}`, { published: false });
    expect(await data<Faq[]>(`${USER}/faqs?keyword=${encodeURIComponent("첫째 날")}`)).toEqual([]);
    const edited = await send("PUT", `${MNGR}/faqs/${faq.faqNo}`, {
      category: "MEMBERSHIP",
      question: "등급은 언제 바뀌나요?",
      answerHtml: "<p>매월 1일</p>",
      published: true,
    });
    expect((edited.body.data as Faq).question).toBe("등급은 언제 바뀌나요?");
  });

  it("creates an event, keeps its capacity above its sign-ups, refuses a cancel past the deadline", async () => {
    const now = t.now().getTime();
    const iso = (ms: number) => new Date(ms).toISOString();
    const body = {
      kind: "TASTING",
      title: "번개 시음회",
      contentHtml: `<p>오늘 저녁</p><iframe src="https://player.vimeo.com/video/76979871" onload="alert(1)"></iframe>`,
      place: "셀러 서초점",
      openAt: iso(now - 60_000),
      startAt: iso(now + 3 * 3_600_000),
      endAt: iso(now + 5 * 3_600_000),
      capacity: 2,
      deadlineAt: iso(now + 3_600_000),
    };
    const created = await send("POST", `${MNGR}/events`, body);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const event = created.body.data as Event;
    expect(event.contentHtml).toMatch(/player\.vimeo\.com/);
    expect(event.contentHtml).not.toMatch(/onload/);
    expect([event.signupState, event.seatsLeft]).toEqual(["OPEN", 2]);
    const bad = await send("POST", `${MNGR}/events`, { ...body, capacity: null });
    expect(bad.status).toBe(400);
    expect((await send("POST", `${USER}/events/${event.eventNo}/signup`, undefined, demo)).body.code).toBe("0000");
    expect((await send("POST", `${USER}/events/${event.eventNo}/signup`, undefined, basic)).body.code).toBe("0000");
    const shrink = await send("PUT", `${MNGR}/events/${event.eventNo}`, { ...body, capacity: 1 });
    expect(shrink.body.code).toBe("EVT0007");
    const grown = await send("PUT", `${MNGR}/events/${event.eventNo}`, {
      ...body,
      capacity: 3,
      title: "번개 시음회 2",
    });
    expect((grown.body.data as Event).seatsLeft).toBe(1);
    await send("PATCH", `${MNGR}/events/${event.eventNo}`, { published: false });
    expect((await t.call(`${USER}/events/${event.eventNo}`)).body.code).toBe("CNT0003");
    expect((await send("DELETE", `${USER}/events/${event.eventNo}/signup`, undefined, demo)).body.code).toBe("CNT0003");
    await send("PATCH", `${MNGR}/events/${event.eventNo}`, { published: true });
    t.advance(2 * 3_600_000);
    const again = member((await t.login("demo")).access);
    expect((await send("DELETE", `${USER}/events/${event.eventNo}/signup`, undefined, again)).body.code).toBe(
      "EVT0003",
    );
  });

  it("adds terms versions: in force from their date, never backdated, never twice", async () => {
    const base = {
      stplatRegNo: "ST001",
      title: "서비스 이용약관",
      content: '<h3>제1조 (목적)</h3><p onclick="alert(1)">새 버전</p><script>alert(1)</script>',
      requiredYn: "Y",
    };
    const added = await send("POST", `${MNGR}/terms`, { ...base, ver: "2.0" });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.data).toMatchObject({ ver: "2.0", inForce: true, agreeAt: "JOIN", sortOrdr: 1 });
    // Terms are rich content: stored sanitised (decision 379).
    expect((added.body.data as Term).content).toBe("<h3>제1조 (목적)</h3><p>새 버전</p>");
    const current = await data<Term[]>(`${USER}/membership/agree-terms?stplatRegNo=ST001`);
    expect(current.map((x) => [x.ver, x.inForce])).toEqual([["2.0", true]]);
    expect((await send("POST", `${MNGR}/terms`, { ...base, ver: "2.0" })).body.code).toBe("CNT0004");
    const back = await send("POST", `${MNGR}/terms`, { ...base, ver: "2.1", effectiveDe: "2020-01-01" });
    expect(back.body.code).toBe("CNT0005");
    const history = await data<Term[]>(`${USER}/membership/agree-terms?stplatRegNo=ST001&history=Y`);
    expect(history.map((x) => [x.ver, x.inForce])).toEqual([
      ["2.0", true],
      ["1.1", false],
      ["1.0", false],
    ]);
    const old = await data<Term[]>(`${USER}/membership/agree-terms?stplatRegNo=ST001&ver=1.0`);
    expect(old.map((x) => x.inForce)).toEqual([false]);
    expect((await send("POST", `${MNGR}/terms`, { ...base, ver: "v3" })).status).toBe(400);
  });

  it("keeps the order sheet's terms out of sign-up and lists every document with its versions", async () => {
    const join = await data<Term[]>(`${USER}/membership/agree-terms`);
    expect(join.every((x) => x.agreeAt === "JOIN" && x.inForce)).toBe(true);
    expect(join.map((x) => x.stplatRegNo)).not.toContain("ST006");
    const all = await data<Term[]>(`${USER}/membership/agree-terms?history=Y`);
    const order = all.filter((x) => x.stplatRegNo === "ST006");
    expect(order.map((x) => [x.ver, x.inForce, x.agreeAt])).toEqual([
      ["1.1", true, "ORDER"],
      ["1.0", false, "ORDER"],
    ]);
    const docs = new Set(all.map((x) => x.stplatRegNo));
    expect(all.filter((x) => x.inForce)).toHaveLength(docs.size);
    expect((await t.call(`${USER}/membership/agree-terms?history=maybe`)).status).toBe(400);
  });
});
