import { ADDRESS_BOOK_MAX, type ShippingAddress } from "@cellar/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMMERCE } from "../../test/checkout-fixtures";
import { insertMembers } from "../../test/engagement-helper";
import { member, startTestServer, type TestServer } from "../../test/harness";
import { createPgTestDatabase, TEST_DATABASE_URL } from "../../test/pg-harness";

const address = {
  addrNm: "집",
  receiverNm: "김셀러",
  receiverMobileNum: "01012345678",
  zip: "06236",
  baseAddr: "서울 강남구 테헤란로 1",
  detailAddr: "1층",
  roadAddr: "",
};

describe.skipIf(!TEST_DATABASE_URL)("address book under concurrency on PostgreSQL", () => {
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

  it("10 members each saving 10 default addresses at once: one default each, no error", async () => {
    const loginIds = await insertMembers(t.database.db, 10);
    await Promise.all(
      loginIds.map(async (loginId) => {
        const headers = member((await t.login(loginId)).access);
        const saves = await Promise.all(
          Array.from({ length: 10 }, (_, i) =>
            t.call(`${COMMERCE}/api/my/shipping`, {
              method: "POST",
              headers,
              body: { ...address, addrNm: `주소 ${i}`, defaultYn: "Y" },
            }),
          ),
        );
        expect(saves.map((s) => s.status)).toEqual(Array(10).fill(200));
        const list = (await t.call(`${COMMERCE}/api/my/shipping`, { headers })).body.data as ShippingAddress[];
        expect(list).toHaveLength(10);
        expect(list.filter((a) => a.defaultYn === "Y")).toHaveLength(1);
      }),
    );
  });
  it(`25 addresses added at once: ${ADDRESS_BOOK_MAX} saved, the rest refused with ADDR0001, one default`, async () => {
    const [loginId] = await insertMembers(t.database.db, 1);
    const headers = member((await t.login(loginId!)).access);
    const saves = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        t.call(`${COMMERCE}/api/my/shipping`, {
          method: "POST",
          headers,
          body: { ...address, addrNm: `주소 ${i}`, defaultYn: i % 2 === 0 ? "Y" : "N" },
        }),
      ),
    );
    const codes = saves.map((s) => s.body.code);
    expect(codes.filter((c) => c === "0000")).toHaveLength(ADDRESS_BOOK_MAX);
    expect(codes.filter((c) => c === "ADDR0001")).toHaveLength(25 - ADDRESS_BOOK_MAX);
    const list = (await t.call(`${COMMERCE}/api/my/shipping`, { headers })).body.data as ShippingAddress[];
    expect(list).toHaveLength(ADDRESS_BOOK_MAX);
    expect(list.filter((a) => a.defaultYn === "Y")).toHaveLength(1);
  });
});
