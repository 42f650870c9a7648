import type { Logger } from "pino";

/** The member a valid access token names. */
export type Caller = { mberNo: string; sessionId: string };

export type AuthResult = { kind: "none" } | { kind: "member"; caller: Caller } | { kind: "error"; error: AuthError };
export type AuthError = "tokenExpired" | "duplicateLogin" | "nonMember";

/** Headers every answer of a kind carries (answer-headers.ts): as they are, with the JSON type, and
 * with the JSON type for a gzipped body. */
export type HeaderSet = {
  base: Readonly<Record<string, string>>;
  json: Readonly<Record<string, string>>;
  jsonGzip: Readonly<Record<string, string>>;
};

/** Per request: the header set that applies, whether it is an API path, whether a handler set
 * headers or a status, whether the answer already holds the set and whether its encoding is settled (gzipped, or
 * left as it is on purpose) so that compressAnswer leaves it. */
export type AnswerState = { set: HeaderSet; api: boolean; touched: boolean; inAnswer: boolean; encoded: boolean };

export type AppEnv = {
  Variables: {
    clientAddr: string;
    logger: Logger;
    answer: AnswerState;
  };
};
