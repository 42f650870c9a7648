export type ApiErrorKind = "http" | "timeout" | "network" | "code";

/** Every failure of the HTTP client: an HTTP status, a time-out, a network failure or a non-success code. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly data: unknown;
  readonly kind: ApiErrorKind;

  constructor(message: string, init: { status?: number; code?: string; data?: unknown; kind: ApiErrorKind }) {
    super(message);
    this.name = "ApiError";
    this.status = init.status ?? 0;
    this.code = init.code ?? "";
    this.data = init.data ?? null;
    this.kind = init.kind;
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}
