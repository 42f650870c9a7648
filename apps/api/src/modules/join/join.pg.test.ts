import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { members } from "../../app/schema";
import { certify, joinBody, newPerson, USER } from "../../test/cert-helper";
import { startTestServer, type TestServer } from "../../test/harness";
import { createPgTestDatabase, TEST_DATABASE_URL } from "../../test/pg-harness";

if (!TEST_DATABASE_URL) {
  console.warn("PostgreSQL suite skipped: set TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres)");
}

describe.skipIf(!TEST_DATABASE_URL)("joining on PostgreSQL", () => {
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

  const join = (body: unknown) => t.call(`${USER}/membership/join`, { method: "POST", body });
  const membersWith = async (loginId: string) =>
    (await t.database.db.select({ n: count() }).from(members).where(eq(members.loginId, loginId)))[0]?.n;

  it("20 concurrent joins with one login id make exactly one member; the others get JOIN0002", async () => {
    const tokens = await Promise.all(Array.from({ length: 20 }, () => certify(t, "join", newPerson())));
    const results = await Promise.all(
      tokens.map((token, i) => join(joinBody(token, "samename1", { email: `racer${i}@mail.example` }))),
    );
    const codes = results.map((r) => r.body.code).sort();
    expect(codes.filter((c) => c === "0000")).toHaveLength(1);
    expect(codes.filter((c) => c === "JOIN0002")).toHaveLength(19);
    expect(await membersWith("samename1")).toBe(1);
    // A refused join leaves its certification usable.
    const loser = tokens[results.findIndex((r) => r.body.code === "JOIN0002")]!;
    expect((await join(joinBody(loser, "samename2"))).body.code).toBe("0000");
  });

  it("one certification token used by 10 requests at once joins one member", async () => {
    const token = await certify(t, "join", newPerson());
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => join(joinBody(token, `tokenrace${i}`))));
    const codes = results.map((r) => r.body.code);
    expect(codes.filter((c) => c === "0000")).toHaveLength(1);
    expect(codes.filter((c) => c !== "0000").every((c) => c === "CERT0003")).toBe(true);
  });

  it("one person joining 10 times at once gets one membership", async () => {
    const person = newPerson();
    const tokens = await Promise.all(Array.from({ length: 10 }, () => certify(t, "join", person)));
    const results = await Promise.all(tokens.map((token, i) => join(joinBody(token, `sameperson${i}`))));
    const codes = results.map((r) => r.body.code);
    expect(codes.filter((c) => c === "0000")).toHaveLength(1);
    expect(codes.filter((c) => c !== "0000").every((c) => c === "JOIN0004")).toBe(true);
  });
});
