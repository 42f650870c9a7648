import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "../../app/http/errors";
import { queryRows } from "../../app/query";
import { insertMembers } from "../../test/engagement-helper";
import { startTestServer, type TestServer } from "../../test/harness";
import { createPgTestDatabase, TEST_DATABASE_URL } from "../../test/pg-harness";
import * as repo from "./content.repository";
import type { ContentDeps } from "./content.usecases";
import { cancelSignup, createEvent, signUp } from "./events.usecases";

if (!TEST_DATABASE_URL) {
  console.warn("PostgreSQL suite skipped: set TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres)");
}

describe.skipIf(!TEST_DATABASE_URL)("event sign-ups on PostgreSQL", () => {
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

  const deps = (): ContentDeps => ({ repo, db: t.database.db, clock: () => new Date() });
  const settle = async (work: () => Promise<unknown>) => {
    try {
      await work();
      return "ok";
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return error.def.code;
    }
  };
  const newMembers = async (n: number) => {
    const loginIds = await insertMembers(t.database.db, n);
    const rows = await queryRows<{ mberNo: string }>(
      t.database.db,
      sql`select mber_no as "mberNo" from members where login_id in (${sql.join(
        loginIds.map((l) => sql`${l}`),
        sql`, `,
      )})`,
    );
    expect(rows).toHaveLength(n);
    return rows.map((r) => r.mberNo);
  };
  const newEvent = async (capacity: number) => {
    const now = Date.now();
    const event = await createEvent(deps(), {
      kind: "TASTING",
      title: "동시성 시음회",
      summary: "",
      contentHtml: "<p>자리</p>",
      place: "셀러 청담점",
      imageFileId: null,
      openAt: new Date(now - 60_000).toISOString(),
      startAt: new Date(now + 3 * 86_400_000).toISOString(),
      endAt: new Date(now + 3 * 86_400_000 + 7_200_000).toISOString(),
      capacity,
      deadlineAt: new Date(now + 2 * 86_400_000).toISOString(),
      pinned: false,
      published: true,
    });
    return event.eventNo;
  };
  /** The stored count, the seats' rows, and the capacity of an event. */
  const seats = async (eventNo: number) => {
    const [row] = await queryRows<{ count: number; rows: number; capacity: number }>(
      t.database.db,
      sql`select signup_count as count, capacity,
        (select count(*)::int from event_signups s where s.event_no = e.event_no) as rows
        from events e where event_no = ${eventNo}`,
    );
    return row!;
  };

  it("30 members signing up at once for 10 seats: exactly 10 get one, the others EVT0004", async () => {
    const eventNo = await newEvent(10);
    const members = await newMembers(30);
    const results = await Promise.all(members.map((m) => settle(() => signUp(deps(), eventNo, m))));
    expect(results.filter((r) => r === "ok")).toHaveLength(10);
    expect(results.filter((r) => r === "EVT0004")).toHaveLength(20);
    expect(await seats(eventNo)).toEqual({ count: 10, rows: 10, capacity: 10 });
  });

  it("one member's 10 sign-ups at once count once; the others answer EVT0005", async () => {
    const eventNo = await newEvent(10);
    const [one] = await newMembers(1);
    const results = await Promise.all(Array.from({ length: 10 }, () => settle(() => signUp(deps(), eventNo, one!))));
    expect(results.filter((r) => r === "ok")).toHaveLength(1);
    expect(results.filter((r) => r !== "ok").every((r) => r === "EVT0005")).toBe(true);
    expect(await seats(eventNo)).toEqual({ count: 1, rows: 1, capacity: 10 });
  });

  it("cancels racing sign-ups keep the count equal to the seats and within the capacity", async () => {
    const eventNo = await newEvent(5);
    const holders = await newMembers(5);
    for (const m of holders) await signUp(deps(), eventNo, m);
    const newcomers = await newMembers(12);
    const work = [
      ...holders.map((m) => () => settle(() => cancelSignup(deps(), eventNo, m))),
      ...newcomers.map((m) => () => settle(() => signUp(deps(), eventNo, m))),
      // A holder also signs up again while cancelling: either order is fine, never two seats.
      () => settle(() => signUp(deps(), eventNo, holders[0]!)),
    ];
    const results = await Promise.all(work.map((w) => w()));
    const cancels = results.slice(0, holders.length);
    expect(cancels.every((r) => r === "ok")).toBe(true);
    const after = await seats(eventNo);
    expect(after.count).toBe(after.rows);
    expect(after.count).toBeLessThanOrEqual(5);
    const signedUp = results.slice(holders.length).filter((r) => r === "ok").length;
    expect(after.count).toBe(signedUp);
    expect(results.slice(holders.length).every((r) => ["ok", "EVT0004", "EVT0005"].includes(r))).toBe(true);
    // No member holds two seats.
    const rows = await queryRows<{ mberNo: string }>(
      t.database.db,
      sql`select mber_no as "mberNo" from event_signups where event_no = ${eventNo}`,
    );
    expect(new Set(rows.map((r) => r.mberNo)).size).toBe(rows.length);
  });
});
