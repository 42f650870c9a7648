import { AppError } from "../../app/http/errors";

/** Same answer for an unknown id and a wrong password: no user enumeration. */
export const invalidCredentials = () => new AppError("invalidCredentials");

export const tooManyAttempts = (retryAfterSeconds: number) =>
  new AppError("tooManyAttempts", undefined, { "Retry-After": String(Math.max(1, retryAfterSeconds)) });

export const refreshInvalid = () => new AppError("refreshInvalid");
export const refreshReused = () => new AppError("refreshReused");
export const accountUnavailable = () => new AppError("accountUnavailable");
