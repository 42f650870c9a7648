import type { CertType } from "@cellar/contracts";

/** The person a certification provider confirmed, in our shape. */
export type VerifiedPerson = {
  korMberNm: string;
  /** YYYYMMDD. */
  birthday: string;
  sexSeCode: "M" | "F";
  /** 01 domestic, 02 foreign. */
  frgnrSeCode: "01" | "02";
  /** Mobile digits, e.g. 01023456789. */
  phone: string;
  /** The provider's stable person key (connecting information). */
  ciNo: string;
};

export type CertExchange =
  | { status: "VERIFIED"; person: VerifiedPerson }
  | { status: "CANCELLED" }
  | { status: "PENDING" }
  | { status: "UNKNOWN" };

/**
 * A phone-certification provider (CONTRACT.md §7). `start` registers a token with the provider and
 * answers the page the person opens; the provider sends them back to the web's
 * `/commonCert/callback/{certType}?token=...&result=...`, and `exchange` asks the provider,
 * server to server, what it confirmed for that token.
 */
export type CertificationAdapter = {
  start(input: { token: string; certType: CertType; expiresAt: Date }): Promise<{ certUrl: string }>;
  exchange(token: string): Promise<CertExchange>;
};

/** Where the provider sends the person back (the web's callback route). */
export const callbackPath = (certType: CertType, token: string, result: "Y" | "N") =>
  `/commonCert/callback/${encodeURIComponent(certType)}?token=${encodeURIComponent(token)}&result=${result}`;
