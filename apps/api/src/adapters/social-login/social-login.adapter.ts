import { createHash } from "node:crypto";
import type { SocialProvider } from "@cellar/contracts";

/** The person a provider reports for an exchanged code, in our shape. */
export type SocialProfile = {
  /** The provider's stable user id. */
  providerUserId: string;
  email: string | null;
  name: string | null;
};

/** What the provider put in the callback address. */
export type SocialCallbackOutcome =
  | { kind: "CODE"; code: string }
  | { kind: "REFUSED" }
  | { kind: "CANCELLED" }
  | { kind: "INVALID" };

/**
 * Kakao, Naver and Apple sign-in (CONTRACT.md §7, decision 432): OAuth 2.0 authorization code with
 * PKCE. `authorizeUrl` is the provider's login page (response type `code`, the spec's fixed state);
 * the provider sends the person back to the web's callback page; `exchange` trades the code for the
 * person server to server, proving it with the PKCE verifier.
 */
export type SocialLoginAdapter = {
  authorizeUrl(input: { provider: SocialProvider; redirectUri: string; state: string; codeChallenge: string }): string;
  /** Reads a provider's callback parameters (vendors name refusal and cancellation differently). */
  outcome(
    provider: SocialProvider,
    input: { code?: string | undefined; error?: string | undefined },
  ): SocialCallbackOutcome;
  /** null: the provider does not accept the code (unknown, used, expired, or another verifier). */
  exchange(input: {
    provider: SocialProvider;
    code: string;
    codeVerifier: string;
    redirectUri: string;
  }): Promise<SocialProfile | null>;
};

/** The sandbox's error values in the callback: refused (access_denied), cancelled (login_cancelled). */
export const SANDBOX_ERRORS = { refused: "access_denied", cancelled: "login_cancelled" } as const;

/** PKCE S256 challenge of a verifier: base64url(SHA-256(verifier)). */
export const pkceChallenge = (verifier: string) => createHash("sha256").update(verifier).digest("base64url");
