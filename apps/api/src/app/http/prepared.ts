/**
 * An answer whose data many requests share (a cached list page, decision 351). The router checks
 * it against the endpoint's contract (where answers are checked) and turns it into the JSON
 * envelope the first time it is sent, then sends the same bytes again (gzipped once, too, for
 * clients that accept it: decision 015 compresses API answers over 1 KB). The data must not change
 * once handed out: a different answer is a different PreparedAnswer.
 */
export class PreparedAnswer<T> {
  /** The success envelope as UTF-8 JSON, made on first use. */
  body: Buffer | undefined;
  /** The same gzipped, made the first time a client that accepts gzip asks. */
  gzip: Buffer | undefined;
  /** Checked against the contract already. */
  checked = false;

  constructor(readonly data: T) {}
}
