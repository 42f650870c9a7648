import { VERSION_OS_CODE } from "@cellar/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../test/harness";

const PATH = "/product-api/v1.0.0/api/version/info";
let t: TestServer;

beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

describe("GET /api/version/info", () => {
  it("answers the published version for os 210003", async () => {
    const res = await t.call(`${PATH}?os=${VERSION_OS_CODE}`);
    expect(res.body).toEqual({ code: "0000", message: "success", data: { updateVersion: "1.4.0" } });
  });

  it("answers 404 for an os without a version and 400 naming os when it is missing or malformed", async () => {
    expect((await t.call(`${PATH}?os=999999`)).status).toBe(404);
    const missing = await t.call(PATH);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe("os: os is required");
    expect((await t.call(`${PATH}?os=ios`)).body.message).toBe("os: os must be a 6-digit code");
  });
});
