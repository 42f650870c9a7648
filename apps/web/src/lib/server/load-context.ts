import type { LoginUserInfo } from "@cellar/contracts/client";

/**
 * Who sent a page request, as the server knows it from the session cookie (SESSION_COOKIE, a copy
 * of the access token the browser keeps): a member, a guest, or a member whose access token has
 * expired (the browser refreshes it; the server cannot, decision 372).
 */
export type ServerSession =
  | { state: "member"; member: LoginUserInfo }
  | { state: "guest"; member: null }
  | { state: "expired"; member: null };

declare module "react-router" {
  /** What server/app.ts gives every loader of a page request. */
  interface AppLoadContext {
    /** The request's session, asked of the API once per request (on first use). */
    session(): Promise<ServerSession>;
    /** The member of the session, or null. */
    member(): Promise<LoginUserInfo | null>;
    /** The CSP nonce of this answer's inline scripts. */
    nonce: string;
  }
}
