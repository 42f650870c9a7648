import { randomBytes } from "node:crypto";
import { SOCIAL_PROVIDERS, type SocialProvider, socialCallbackPath } from "@cellar/contracts";
import { and, eq } from "drizzle-orm";
import type { Hono } from "hono";
import type { Clock } from "../../app/clock";
import type { AppEnv } from "../../app/http/context";
import type { Queryable } from "../../app/query";
import { sandboxSocialAccounts, sandboxSocialCodes } from "./sandbox.table";
import { type AuthorizeRequest, renderSocialSandboxError, renderSocialSandboxPage } from "./sandbox-page";
import { SANDBOX_ERRORS } from "./social-login.adapter";

const CODE_TTL_MS = 5 * 60_000;
const BAD_REQUEST = "잘못된 로그인 요청입니다. 앱에서 다시 시도해 주세요.";

const asProvider = (v: string | undefined): SocialProvider | null =>
  (SOCIAL_PROVIDERS as readonly string[]).includes(v ?? "") ? (v as SocialProvider) : null;

/**
 * Checks an authorize request as a provider does: response type `code`, our client id, the
 * registered redirect address (the web's callback page), a state and an S256 PKCE challenge.
 */
function readRequest(provider: SocialProvider, get: (k: string) => string): AuthorizeRequest | null {
  const request = { redirectUri: get("redirect_uri"), state: get("state"), codeChallenge: get("code_challenge") };
  if (request.redirectUri !== socialCallbackPath(provider)) return null;
  if (!request.state || request.state.length > 100) return null;
  if (!/^[A-Za-z0-9_-]{43}$/.test(request.codeChallenge)) return null;
  return request;
}

const back = (request: AuthorizeRequest, params: Record<string, string>) =>
  `${request.redirectUri}?${new URLSearchParams({ ...params, state: request.state })}`;

/** The sandbox provider's login page: GET shows it, POST signs in (or refuses, cancels) and redirects back. */
export function registerSocialLoginSandbox(app: Hono<AppEnv>, db: Queryable, clock: Clock): void {
  app.get("/sandbox/social/:provider/authorize", (c) => {
    c.header("Cache-Control", "no-store");
    const provider = asProvider(c.req.param("provider"));
    const get = (k: string) => c.req.query(k) ?? "";
    const ok = provider && get("response_type") === "code" && get("client_id") === "cellar";
    const request = ok && get("code_challenge_method") === "S256" ? readRequest(provider, get) : null;
    if (!provider || !request) return c.html(renderSocialSandboxError(BAD_REQUEST), 400);
    return c.html(renderSocialSandboxPage({ provider, request }));
  });

  app.post("/sandbox/social/:provider/authorize", async (c) => {
    c.header("Cache-Control", "no-store");
    const provider = asProvider(c.req.param("provider"));
    const data = await c.req.parseBody();
    const field = (k: string) => (typeof data[k] === "string" ? (data[k] as string).trim() : "");
    const request = provider ? readRequest(provider, field) : null;
    if (!provider || !request) return c.html(renderSocialSandboxError(BAD_REQUEST), 400);
    const action = field("action");
    if (action === "refuse") return c.redirect(back(request, { error: SANDBOX_ERRORS.refused }), 303);
    if (action !== "approve") return c.redirect(back(request, { error: SANDBOX_ERRORS.cancelled }), 303);

    const form = { email: field("email").toLowerCase(), name: field("name") };
    const again = (error: string) => c.html(renderSocialSandboxPage({ provider, request, form, error }), 400);
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(form.email) || form.email.length > 100) {
      return again("이메일을 정확히 입력해 주세요.");
    }
    const byEmail = and(eq(sandboxSocialAccounts.provider, provider), eq(sandboxSocialAccounts.email, form.email));
    let [account] = await db.select().from(sandboxSocialAccounts).where(byEmail);
    if (!account) {
      if (!/^[가-힣A-Za-z ]{2,20}$/.test(form.name))
        return again("처음 로그인하는 계정은 이름을 2~20자로 입력해 주세요.");
      [account] = await db
        .insert(sandboxSocialAccounts)
        .values({
          id: randomBytes(12).toString("hex"),
          provider,
          email: form.email,
          name: form.name,
          createdAt: clock(),
        })
        .onConflictDoNothing()
        .returning();
      account ??= (await db.select().from(sandboxSocialAccounts).where(byEmail))[0];
      if (!account) return again("잠시 후 다시 시도해 주세요.");
    }
    const code = randomBytes(24).toString("base64url");
    await db.insert(sandboxSocialCodes).values({
      code,
      provider,
      accountId: account.id,
      redirectUri: request.redirectUri,
      codeChallenge: request.codeChallenge,
      createdAt: clock(),
      expiresAt: new Date(clock().getTime() + CODE_TTL_MS),
    });
    return c.redirect(back(request, { code }), 303);
  });
}
