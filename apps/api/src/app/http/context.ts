import type { Logger } from "pino";

/** The member a valid access token names. */
export type Caller = { mberNo: string; sessionId: string };

export type AuthResult = { kind: "none" } | { kind: "member"; caller: Caller } | { kind: "error"; error: AuthError };
export type AuthError = "tokenExpired" | "duplicateLogin" | "nonMember";

export type AppEnv = {
  Variables: {
    clientAddr: string;
    logger: Logger;
  };
};
