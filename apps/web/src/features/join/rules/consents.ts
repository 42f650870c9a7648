import { AGREE_RECEPTION_TYPES, type AgreeReceptionTypeCode } from "@cellar/contracts/client";

/** SPEC §3 Join info arrAgreTy: the marketing channels (01 SMS, 02 EMAIL, 03 TM, 04 DM, 09 PUSH). */
export const CONSENT_CHANNELS = AGREE_RECEPTION_TYPES;

export type ChannelCode = AgreeReceptionTypeCode;
export type ChannelConsents = Record<ChannelCode, boolean>;

export const NO_CHANNELS: ChannelConsents = { "01": false, "02": false, "03": false, "04": false, "09": false };

export function allChannels(on: boolean): ChannelConsents {
  return { "01": on, "02": on, "03": on, "04": on, "09": on };
}

/** The arrAgreTy list of a join or consent update: every channel with Y or N. */
export function toAgreTyList(consents: ChannelConsents) {
  return CONSENT_CHANNELS.map(({ code }) => ({
    agreRecptnTyCode: code,
    recptnAtSeCode: consents[code] ? ("Y" as const) : ("N" as const),
  }));
}

export type TermLike = { stplatRegNo: string; required: boolean };

/** Terms checked state: "agree to all" is on only when every term and every channel is on. */
export function isAllAgreed(terms: TermLike[], agreed: Record<string, boolean>, channels: ChannelConsents): boolean {
  return terms.every((term) => agreed[term.stplatRegNo]) && Object.values(channels).every(Boolean);
}

export function requiredAgreed(terms: TermLike[], agreed: Record<string, boolean>): boolean {
  return terms.filter((term) => term.required).every((term) => agreed[term.stplatRegNo]);
}
