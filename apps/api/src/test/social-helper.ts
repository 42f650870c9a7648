import type { SocialProvider } from "@cellar/contracts";
import { expect } from "vitest";
import type { TestServer } from "./harness";

export const AUTH = "/auth-api/v1.0.0/api";

let seq = 0;
/** A sandbox provider e-mail no one has used. */
export const newSocialEmail = (p: string) =>
  `${p}${Date.now() % 1e7}${++seq}${Math.floor(Math.random() * 1e4)}@sns.example`;

/** Starts a round trip; answers the binding cookie (name=value) and the provider page's address. */
export async function startSocial(
  t: TestServer,
  provider: SocialProvider,
  purpose: "login" | "link",
  headers: Record<string, string> = {},
) {
  const res = await t.call(`${AUTH}/social/${provider}/start`, { method: "POST", body: { purpose }, headers });
  const data = res.body.data as { authorizeUrl: string } | null;
  return { res, cookie: (res.headers.get("set-cookie") ?? "").split(";")[0]!, url: data?.authorizeUrl ?? "" };
}

/** Answers the sandbox provider's page as a person would; answers the callback address's parameters. */
export async function answerProvider(t: TestServer, url: string, form: Record<string, string>) {
  const query = new URL(url, t.base).searchParams;
  const body = new URLSearchParams({
    redirect_uri: query.get("redirect_uri") ?? "",
    state: query.get("state") ?? "",
    code_challenge: query.get("code_challenge") ?? "",
    ...form,
  });
  const res = await fetch(t.base + new URL(url, t.base).pathname, { method: "POST", body, redirect: "manual" });
  expect(res.status).toBe(303);
  const back = new URL(res.headers.get("location") ?? "", t.base);
  return { path: back.pathname, params: Object.fromEntries(back.searchParams) };
}

export const socialCallback = (
  t: TestServer,
  provider: SocialProvider,
  params: Record<string, string>,
  headers: Record<string, string> = {},
) => t.call(`${AUTH}/social/${provider}/callback`, { method: "POST", body: params, headers });

/** A whole sign-in with the sandbox provider as the person with this e-mail. */
export async function socialSignIn(
  t: TestServer,
  provider: SocialProvider,
  email: string,
  name = "소셜이",
  headers: Record<string, string> = {},
) {
  const { cookie, url } = await startSocial(t, provider, "login", headers);
  const { params } = await answerProvider(t, url, { action: "approve", email, name });
  return socialCallback(t, provider, params, { ...headers, cookie });
}
