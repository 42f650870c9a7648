import type { CertType } from "@cellar/contracts";
import { expect } from "vitest";
import type { TestServer } from "./harness";

export const USER = "/user-api/v1.0.0/api";

export type Person = { name: string; birthday: string; phone: string; sex?: "M" | "F"; foreigner?: boolean };

let counter = 0;
/** A new adult person each call (unique phone → unique person key). */
export function newPerson(overrides: Partial<Person> = {}): Person {
  counter += 1;
  const n = String(counter + Math.floor(Math.random() * 1e6))
    .padStart(8, "0")
    .slice(-8);
  return { name: "정새봄", birthday: "19920714", phone: `010${n}`, sex: "F", ...overrides };
}

/** Starts a certification and answers the sandbox page the way a person would; returns the token. */
export async function certify(
  t: TestServer,
  certType: CertType,
  person: Person,
  options: { action?: "approve" | "cancel"; headers?: Record<string, string> } = {},
): Promise<string> {
  const start = await t.call(`${USER}/cert/start`, { method: "POST", body: { certType }, headers: options.headers });
  expect(start.status).toBe(200);
  const { moduleToken, certUrl } = start.body.data as { moduleToken: string; certUrl: string };
  const page = await fetch(t.base + certUrl);
  expect(page.status).toBe(200);
  const form = new URLSearchParams({
    token: moduleToken,
    action: options.action ?? "approve",
    name: person.name,
    birthday: person.birthday,
    phone: person.phone,
    sex: person.sex ?? "M",
    ...(person.foreigner ? { foreigner: "Y" } : {}),
  });
  const res = await fetch(`${t.base}/sandbox/cert`, { method: "POST", body: form, redirect: "manual" });
  expect(res.status).toBe(303);
  const result = options.action === "cancel" ? "N" : "Y";
  expect(res.headers.get("location")).toBe(`/commonCert/callback/${certType}?token=${moduleToken}&result=${result}`);
  return moduleToken;
}

/** A complete join request for a certified token (every required term agreed, two channels on). */
export function joinBody(certToken: string, loginId: string, overrides: Record<string, unknown> = {}) {
  return {
    certToken,
    loginId,
    email: `${loginId}@mail.example`,
    nickName: null,
    loginPassword: "Vino#2026x",
    confirmPassword: "Vino#2026x",
    arrTel: [],
    arrMberAgre: [
      { agreRegNo: "ST001", ver: "1.1", agreSeCode: "Y" },
      { agreRegNo: "ST002", ver: "1.0", agreSeCode: "Y" },
      { agreRegNo: "ST003", ver: "1.0", agreSeCode: "Y" },
      { agreRegNo: "ST004", ver: "1.0", agreSeCode: "Y" },
      { agreRegNo: "ST005", ver: "1.0", agreSeCode: "N" },
    ],
    arrAgreTy: [
      { agreRecptnTyCode: "01", recptnAtSeCode: "Y" },
      { agreRecptnTyCode: "09", recptnAtSeCode: "Y" },
    ],
    ...overrides,
  };
}

/** Certifies a new person and joins them; answers the response and the login id. */
export async function joinNew(
  t: TestServer,
  loginId: string,
  person: Person = newPerson(),
  overrides: Record<string, unknown> = {},
) {
  const token = await certify(t, "join", person);
  const res = await t.call(`${USER}/membership/join`, { method: "POST", body: joinBody(token, loginId, overrides) });
  return { res, access: res.headers.get("x-scm-token") ?? "", person };
}
