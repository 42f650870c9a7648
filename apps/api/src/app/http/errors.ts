import {
  ERRORS,
  type ErrorDef,
  type ErrorName,
  errorMessageKo,
  httpStatusTextKo,
  RESULT_FAIL,
} from "@cellar/contracts";

/** A failure with a stable code from the contracts list; the error handler turns it into an envelope. */
export class AppError extends Error {
  readonly def: ErrorDef;
  readonly headers: Record<string, string>;

  constructor(name: ErrorName, message?: string, headers: Record<string, string> = {}) {
    super(message ?? defaultMessage(name));
    this.def = ERRORS[name];
    this.headers = headers;
  }
}

function defaultMessage(name: ErrorName): string {
  const def = ERRORS[name];
  // The common fail code carries the HTTP status text of SPEC §8; specific codes have their own text.
  if (def.code === RESULT_FAIL && name !== "validation") return httpStatusTextKo(def.status);
  return errorMessageKo(name);
}
