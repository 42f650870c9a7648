import { and, eq, gt, isNull } from "drizzle-orm";
import type { Clock } from "../../app/clock";
import type { Queryable } from "../../app/query";
import { sandboxSocialAccounts, sandboxSocialCodes } from "./sandbox.table";
import { pkceChallenge, SANDBOX_ERRORS, type SocialLoginAdapter } from "./social-login.adapter";

/** The default provider: the login pages the API itself serves under /sandbox/social/{provider}. */
export function createSandboxSocialLogin(db: Queryable, clock: Clock): SocialLoginAdapter {
  return {
    authorizeUrl({ provider, redirectUri, state, codeChallenge }) {
      const query = new URLSearchParams({
        response_type: "code",
        client_id: "cellar",
        redirect_uri: redirectUri,
        state,
        code_challenge: codeChallenge,
        code_challenge_method: "S256",
      });
      return `/sandbox/social/${provider}/authorize?${query}`;
    },
    outcome(_provider, { code, error }) {
      if (error === SANDBOX_ERRORS.refused) return { kind: "REFUSED" };
      if (error === SANDBOX_ERRORS.cancelled) return { kind: "CANCELLED" };
      if (error || !code) return { kind: "INVALID" };
      return { kind: "CODE", code };
    },
    async exchange({ provider, code, codeVerifier, redirectUri }) {
      // The code is spent by this call whatever follows, as a provider spends it (one try).
      const [spent] = await db
        .update(sandboxSocialCodes)
        .set({ usedAt: clock() })
        .where(
          and(
            eq(sandboxSocialCodes.code, code),
            eq(sandboxSocialCodes.provider, provider),
            isNull(sandboxSocialCodes.usedAt),
            gt(sandboxSocialCodes.expiresAt, clock()),
          ),
        )
        .returning();
      if (!spent || spent.redirectUri !== redirectUri || spent.codeChallenge !== pkceChallenge(codeVerifier)) {
        return null;
      }
      const [account] = await db
        .select()
        .from(sandboxSocialAccounts)
        .where(eq(sandboxSocialAccounts.id, spent.accountId));
      if (!account) return null;
      return { providerUserId: account.id, email: account.email, name: account.name };
    },
  };
}
