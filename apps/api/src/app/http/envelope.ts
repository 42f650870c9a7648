import { type Envelope, httpStatusTextKo, RESULT_FAIL, RESULT_SUCCESS } from "@cellar/contracts";

export const ok = <T>(data: T): Envelope<T> => ({ code: RESULT_SUCCESS, message: "success", data });

export const fail = (code: string, message: string): Envelope<null> => ({ code, message, data: null });

/** The common-fail envelope for an HTTP status, with the Korean status text of SPEC §8. */
export const failForStatus = (status: number): Envelope<null> => fail(RESULT_FAIL, httpStatusTextKo(status));
