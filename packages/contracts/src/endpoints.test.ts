import { describe, expect, it } from "vitest";
import { endpoints } from "./endpoints";
import { API_PREFIXES } from "./envelope";
import { ERRORS } from "./errors";
import { endpointUrl } from "./routes";

describe("endpoint table", () => {
  it("builds /{prefix}/v1.0.0{path} URLs", () => {
    expect(endpointUrl("login")).toBe("/auth-api/v1.0.0/api/membership/login");
    expect(endpointUrl("versionInfo")).toBe("/product-api/v1.0.0/api/version/info");
    expect(endpointUrl("cartCount")).toBe("/commerce-api/v1.0.0/api/cart/count");
  });

  it("has one handler per method and URL", () => {
    const keys = Object.values(endpoints).map((e) => `${e.method} /${e.prefix}${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("uses only the five prefixes of the contract", () => {
    for (const e of Object.values(endpoints)) expect(API_PREFIXES).toContain(e.prefix);
  });

  it("validates the login body and names the field", () => {
    const r = endpoints.login.body.safeParse({ loginId: "", password: "x" });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path).toEqual(["loginId"]);
  });
});

describe("error codes", () => {
  it("keeps the codes the client depends on", () => {
    expect(ERRORS.tokenExpired).toMatchObject({ code: "SYS9992", status: 401 });
    expect(ERRORS.duplicateLogin).toMatchObject({ code: "SYS9996", status: 401 });
    expect(ERRORS.nonMember.code).toBe("NON_MEMBER");
  });
});
