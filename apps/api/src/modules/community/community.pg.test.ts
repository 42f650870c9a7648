import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../app/db";
import { queryRows } from "../../app/query";
import { createPgTestDatabase, TEST_DATABASE_URL } from "../../test/pg-harness";
import { productCards } from "../products";
import { createCommunityDeps } from "./community.routes";
import { type CommunityDeps, writePost } from "./community.usecases";
import { answerPoll, like } from "./community-interactions.usecases";

const LIKERS = 50;

describe.skipIf(!TEST_DATABASE_URL)("community under concurrency on PostgreSQL", () => {
  let database: Database;
  let drop: () => Promise<void>;
  let deps: CommunityDeps;
  let members: string[];
  const author = "M202103150001";

  beforeAll(async () => {
    const created = await createPgTestDatabase(TEST_DATABASE_URL!);
    database = created.database;
    drop = created.drop;
    deps = createCommunityDeps({
      db: database.db,
      clock: () => new Date(),
      productCards: (db, itemCds, mberNo) => productCards(db, itemCds, mberNo),
    });
    members = Array.from({ length: LIKERS }, (_, i) => `MPGLIKE${String(i).padStart(5, "0")}`);
    for (const m of members) {
      await database.db.execute(sql`insert into members (mber_no, login_id, password_hash, kor_mber_nm, grad_reg_no, first_scrb_de, ctmmny_no)
        values (${m}, ${m.toLowerCase()}, 'x', '병렬회원', 'G01', '2024-01-01', '1000')`);
    }
  });
  afterAll(async () => {
    await drop?.();
  });

  const stored = async (postNo: string) =>
    (
      await queryRows<{ likeCount: number; rows: number }>(
        database.db,
        sql`select like_count as "likeCount", (select count(*)::int from community_likes l where l.post_no = p.post_no) as rows
          from community_posts p where post_no = ${postNo}`,
      )
    )[0]!;

  it("counts 50 parallel likes of 50 different members as 50", async () => {
    const post = await writePost(deps, author, {
      board: "love",
      text: "병렬 좋아요",
      photoFileIds: [],
      itemCds: [],
      rating: null,
      tastingWords: [],
      poll: null,
    });
    const answers = await Promise.all(members.map((m) => like(deps, m, post.postNo)));
    expect(answers.every((a) => a.liked)).toBe(true);
    expect(Math.max(...answers.map((a) => a.likeCount))).toBe(LIKERS);
    expect(await stored(post.postNo)).toEqual({ likeCount: LIKERS, rows: LIKERS });
  });

  it("counts one member's parallel likes once", async () => {
    const post = await writePost(deps, author, {
      board: "love",
      text: "한 사람 좋아요",
      photoFileIds: [],
      itemCds: [],
      rating: null,
      tastingWords: [],
      poll: null,
    });
    const answers = await Promise.all(Array.from({ length: 20 }, () => like(deps, members[0]!, post.postNo)));
    expect(answers.every((a) => a.liked && a.likeCount === 1)).toBe(true);
    expect(await stored(post.postNo)).toEqual({ likeCount: 1, rows: 1 });
  });

  it("counts one member's parallel poll answers once", async () => {
    const post = await writePost(deps, author, {
      board: "play",
      text: "병렬 투표",
      photoFileIds: [],
      itemCds: [],
      rating: null,
      tastingWords: [],
      poll: { question: "하나만?", options: ["가", "나", "다"], closesAt: null },
    });
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => answerPoll(deps, members[1]!, post.postNo, 1 + (i % 3))),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.filter((r) => r.status === "rejected") as PromiseRejectedResult[];
    expect(refused.every((r) => (r.reason as { def: { code: string } }).def.code === "COMM0007")).toBe(true);
    const [row] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from community_poll_answers where post_no = ${post.postNo}`,
    );
    expect(row!.n).toBe(1);
  });
});
