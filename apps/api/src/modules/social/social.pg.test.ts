import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { socialLinks } from "../../app/schema";
import { certify, joinBody, newPerson, USER } from "../../test/cert-helper";
import { member, startTestServer, type TestServer } from "../../test/harness";
import { createPgTestDatabase, TEST_DATABASE_URL } from "../../test/pg-harness";
import { answerProvider, newSocialEmail, socialCallback, socialSignIn, startSocial } from "../../test/social-helper";

if (!TEST_DATABASE_URL) {
  console.warn("PostgreSQL suite skipped: set TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres)");
}

describe.skipIf(!TEST_DATABASE_URL)("social sign-in on PostgreSQL", () => {
  let t: TestServer;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const created = await createPgTestDatabase(TEST_DATABASE_URL!);
    drop = created.drop;
    t = await startTestServer({ database: created.database });
  });
  afterAll(async () => {
    await t?.close();
    await drop?.();
  });

  it("one callback replayed 10 times at once finishes the round trip once", async () => {
    const { cookie, url } = await startSocial(t, "kakao", "login");
    const { params } = await answerProvider(t, url, {
      action: "approve",
      email: newSocialEmail("race"),
      name: "경주자",
    });
    const results = await Promise.all(Array.from({ length: 10 }, () => socialCallback(t, "kakao", params, { cookie })));
    const codes = results.map((r) => r.body.code);
    expect(codes.filter((c) => c === "0000")).toHaveLength(1);
    expect(codes.filter((c) => c === "SNS0002")).toHaveLength(9);
  });

  it("one join token used by 10 joins at once makes one linked member; the others get SNS0008", async () => {
    const { snsTkn } = (await socialSignIn(t, "naver", newSocialEmail("jointoken"))).body.data as { snsTkn: string };
    const tokens = await Promise.all(Array.from({ length: 10 }, () => certify(t, "join", newPerson())));
    const results = await Promise.all(
      tokens.map((token, i) =>
        t.call(`${USER}/membership/join`, { method: "POST", body: joinBody(token, `snsrace${i}x`, { snsTkn }) }),
      ),
    );
    const codes = results.map((r) => r.body.code);
    expect(codes.filter((c) => c === "0000")).toHaveLength(1);
    expect(codes.filter((c) => c === "SNS0008")).toHaveLength(9);
  });

  it("one provider account linked by two members at once, 5 tries each, ends linked to one of them", async () => {
    const email = newSocialEmail("shared");
    const demo = (await t.login("demo")).access;
    const basic = (await t.login("basic")).access;
    const tries = await Promise.all(
      [...Array(5).fill(demo), ...Array(5).fill(basic)].map(async (access: string) => {
        const { cookie, url } = await startSocial(t, "apple", "link", member(access));
        const { params } = await answerProvider(t, url, { action: "approve", email, name: "공유계정" });
        return { access, cookie, params };
      }),
    );
    const results = await Promise.all(
      tries.map(({ access, cookie, params }) => socialCallback(t, "apple", params, { ...member(access), cookie })),
    );
    const codes = results.map((r) => r.body.code);
    expect(codes.filter((c) => c === "0000")).toHaveLength(1);
    expect(codes.every((c) => ["0000", "SNS0005", "SNS0006"].includes(c))).toBe(true);
    const [row] = await t.database.db.select({ n: count() }).from(socialLinks).where(eq(socialLinks.provider, "apple"));
    expect(row?.n).toBe(1);
  });
});
