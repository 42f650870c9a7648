import { randomBytes } from "node:crypto";
import {
  ADULT_AGE,
  ageOnDay,
  CERT_TOKEN_TTL_MINUTES,
  type CertIdentity,
  type CertResultResponse,
  type CertStartResponse,
  type CertType,
} from "@cellar/contracts";
import type { CertificationAdapter } from "../../adapters/certification/certification.adapter";
import type { Clock } from "../../app/clock";
import type { Caller } from "../../app/http/context";
import { AppError } from "../../app/http/errors";
import type { Db, Tx } from "../../app/query";
import { seoulDate } from "../../app/seoul-date";
import type * as CertRepository from "./cert.repository";

export type CertDeps = { repo: typeof CertRepository; db: Db; clock: Clock; adapter: CertificationAdapter };

/** The certified person as the account use-cases need it (with the person key, never sent out). */
export type CertifiedPerson = {
  korMberNm: string;
  birthday: string;
  sexSeCode: string;
  frgnrSeCode: string;
  telFrstNo: string;
  telMidNo: string;
  telIndNo: string;
  ciNo: string;
  mberNo: string | null;
};

/** Today in Korea as YYYYMMDD. */
export const seoulDay8 = (now: Date) => seoulDate(now).replaceAll("-", "");

export const isAdultOn = (birthday: string, now: Date) => (ageOnDay(birthday, seoulDay8(now)) ?? -1) >= ADULT_AGE;

export async function startCert(deps: CertDeps, certType: CertType, caller: Caller | null): Promise<CertStartResponse> {
  const now = deps.clock();
  const token = randomBytes(24).toString("base64url");
  const expiresAt = new Date(now.getTime() + CERT_TOKEN_TTL_MINUTES * 60_000);
  await deps.repo.deleteExpired(deps.db, new Date(now.getTime() - 86_400_000));
  await deps.repo.insertCert(deps.db, {
    token,
    certType,
    status: "PENDING",
    mberNo: caller?.mberNo ?? null,
    createdAt: now,
    expiresAt,
  });
  const { certUrl } = await deps.adapter.start({ token, certType, expiresAt });
  return { moduleToken: token, certUrl, expiresAt: expiresAt.toISOString() };
}

/** Asks the provider (server to server) for a pending certification's outcome and records it. */
async function settle(deps: CertDeps, row: CertRepository.CertRow): Promise<CertRepository.CertRow> {
  if (row.status !== "PENDING") return row;
  const answer = await deps.adapter.exchange(row.token);
  if (answer.status === "VERIFIED" || answer.status === "CANCELLED") {
    await deps.repo.settleCert(deps.db, row.token, answer.status === "VERIFIED" ? answer.person : null, deps.clock());
    return (await deps.repo.findCert(deps.db, row.token)) ?? row;
  }
  return row;
}

/** What the certification confirmed, for the callback page; does not use the token up. */
export async function certResult(deps: CertDeps, token: string): Promise<CertResultResponse> {
  const found = await deps.repo.findCert(deps.db, token);
  if (!found) throw new AppError("certInvalid");
  const now = deps.clock();
  const row = await settle(deps, found);
  const base = { certType: row.certType as CertType, identity: null, expiresAt: row.expiresAt.toISOString() };
  if (row.usedAt) return { ...base, status: "USED" };
  if (row.expiresAt.getTime() <= now.getTime()) return { ...base, status: "EXPIRED" };
  if (row.status === "CANCELLED") return { ...base, status: "CANCELLED" };
  if (row.status !== "VERIFIED") throw new AppError("certNotVerified");
  return { ...base, status: "VERIFIED", identity: identityOf(toPerson(row), now) };
}

/**
 * Uses a certification token up for one purpose and runs `work` in the same transaction, so a
 * refused request (an error thrown by `work`) leaves the token usable. The provider is asked
 * before the transaction opens (PGlite runs one transaction at a time).
 */
export async function withCert<T>(
  deps: CertDeps,
  token: string,
  certType: CertType,
  work: (tx: Tx, person: CertifiedPerson) => Promise<T>,
): Promise<T> {
  const found = await deps.repo.findCert(deps.db, token);
  if (!found || found.certType !== certType) throw new AppError("certInvalid");
  const row = await settle(deps, found);
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const used = await deps.repo.consumeCert(tx, token, certType, now);
    if (!used) {
      if (row.usedAt) throw new AppError("certUsed");
      if (row.expiresAt.getTime() <= now.getTime()) throw new AppError("certExpired");
      if (row.status !== "VERIFIED") throw new AppError("certNotVerified");
      // Verified, unexpired and unused a moment ago: another request used it in between.
      throw new AppError("certUsed");
    }
    const result = await work(tx, toPerson(used));
    await deps.repo.wipeIdentity(tx, token);
    return result;
  });
}

function toPerson(row: CertRepository.CertRow): CertifiedPerson {
  return {
    korMberNm: row.korMberNm ?? "",
    birthday: row.birthday ?? "",
    sexSeCode: row.sexSeCode ?? "M",
    frgnrSeCode: row.frgnrSeCode ?? "01",
    telFrstNo: row.telFrstNo ?? "",
    telMidNo: row.telMidNo ?? "",
    telIndNo: row.telIndNo ?? "",
    ciNo: row.ciNo ?? "",
    mberNo: row.mberNo,
  };
}

export function identityOf(p: CertifiedPerson, now: Date): CertIdentity {
  return {
    korMberNm: p.korMberNm,
    birthday: p.birthday,
    sexSeCode: p.sexSeCode,
    frgnrSeCode: p.frgnrSeCode,
    telFrstNo: p.telFrstNo,
    telMidNo: p.telMidNo,
    telIndNo: p.telIndNo,
    adult: isAdultOn(p.birthday, now),
  };
}
