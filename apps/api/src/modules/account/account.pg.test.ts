import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSandboxCertification } from "../../adapters/certification/sandbox.adapter";
import { AppError } from "../../app/http/errors";
import type { Database } from "../../app/query";
import { queryRows } from "../../app/query";
import { createPgTestDatabase, TEST_DATABASE_URL } from "../../test/pg-harness";
import { createCertDeps } from "../cert";
import * as repo from "./account.repository";
import { updateContact } from "./account.usecases";

const DEMO = "M202103150001";
const BASIC = "M202308020002";

describe.skipIf(!TEST_DATABASE_URL)("account under concurrency on PostgreSQL", () => {
  let database: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const created = await createPgTestDatabase(TEST_DATABASE_URL!);
    database = created.database;
    drop = created.drop;
  });
  afterAll(async () => {
    await drop?.();
  });

  it("two members certifying the same person at once: one is linked, the other told it is a duplicate", async () => {
    const db = database.db;
    const clock = () => new Date();
    const deps = {
      db,
      clock,
      cert: createCertDeps({ db, clock, adapter: createSandboxCertification(db, clock) }),
      repo,
    };
    const [d] = await queryRows<{ kor: string; birthday: string }>(
      db,
      sql`select kor_mber_nm as kor, birthday from members where mber_no = ${DEMO}`,
    );
    // basic becomes the same person on paper (name and birthday), as a second account of one person.
    await db.execute(
      sql`update members set kor_mber_nm = ${d!.kor}, birthday = ${d!.birthday} where mber_no = ${BASIC}`,
    );
    const outcomes: string[] = [];
    for (let round = 0; round < 10; round++) {
      const ci = `CI-PG-${round}`;
      await db.execute(sql`update member_profiles set ci_no = null where mber_no in (${DEMO}, ${BASIC})`);
      for (const [token, mberNo] of [
        [`tokA${round}`, DEMO],
        [`tokB${round}`, BASIC],
      ] as const) {
        await db.execute(sql`insert into cert_verifications (token, cert_type, status, mber_no, kor_mber_nm, birthday,
            sex_se_code, frgnr_se_code, tel_frst_no, tel_mid_no, tel_ind_no, ci_no, created_at, expires_at)
          values (${token}, 'changeContact', 'VERIFIED', ${mberNo}, ${d!.kor}, ${d!.birthday}, 'M', '01', '010', '1234',
            '5678', ${ci}, now(), now() + interval '10 minutes')`);
      }
      const results = await Promise.all(
        [
          [`tokA${round}`, DEMO],
          [`tokB${round}`, BASIC],
        ].map(([token, mberNo]) =>
          updateContact(deps, { mberNo: mberNo!, sessionId: "pg" }, token!).then(
            () => "ok",
            (e) => (e instanceof AppError ? e.def.code : `unhandled: ${(e as Error).message}`),
          ),
        ),
      );
      outcomes.push(results.sort().join(" "));
    }
    console.log(`10 rounds of two certifications of one person: ${JSON.stringify(outcomes)}`);
    for (const o of outcomes) expect(o).toBe("JOIN0004 ok");
  });
});
