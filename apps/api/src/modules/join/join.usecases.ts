import { randomInt } from "node:crypto";
import {
  AGREE_RECEPTION_CODES,
  type joinRequestSchema,
  PASSWORD_CHANGE_CYCLE_DAYS,
  SOCIAL_CERT_METHOD,
  TERMS_IDS,
  type Term,
} from "@cellar/contracts";
import { hash } from "@node-rs/argon2";
import type { z } from "zod";
import { uniqueViolation } from "../../app/http/db-errors";
import { AppError } from "../../app/http/errors";
import type { Db, Tx } from "../../app/query";
import { addDays, seoulDate } from "../../app/seoul-date";
import { cardNumber } from "../card";
import { type CertDeps, type CertifiedPerson, isAdultOn, withCert } from "../cert";
import { claimSocialJoin } from "../social";
import type * as JoinRepository from "./join.repository";

export type JoinDeps = { repo: typeof JoinRepository; db: Db; clock: () => Date; cert: CertDeps };
export type JoinInput = z.output<typeof joinRequestSchema>;

type TermsQuery = { stplatRegNo?: string | undefined; ver?: string | undefined; history?: "Y" | "N" | undefined };

/**
 * Terms in effect today: the newest version of each document agreed to at sign-up (or of the one
 * named), or the version asked for; with `history=Y`, every version that has taken effect of every
 * document (or of the one named), each document's in-force version first (decision 382).
 */
export async function agreeTerms(deps: JoinDeps, query: TermsQuery): Promise<Term[]> {
  const today = seoulDate(deps.clock());
  if (query.history === "Y") {
    const rows = await deps.repo.listTermsInEffect(deps.db, today, query.stplatRegNo, null);
    const seen = new Set<string>();
    return rows.map((r) => toTerm(r, !seen.has(r.stplatRegNo) && Boolean(seen.add(r.stplatRegNo))));
  }
  if (query.stplatRegNo && query.ver) {
    const row = await deps.repo.findTerm(deps.db, query.stplatRegNo, query.ver);
    if (!row) return [];
    const [current] = await deps.repo.listTermsInEffect(deps.db, today, query.stplatRegNo);
    return [toTerm(row, current?.ver === row.ver)];
  }
  const rows = await deps.repo.listTermsInEffect(deps.db, today, query.stplatRegNo);
  const seen = new Set<string>();
  return rows.filter((r) => !seen.has(r.stplatRegNo) && seen.add(r.stplatRegNo)).map((r) => toTerm(r, true));
}

export const toTerm = (r: JoinRepository.TermRow, inForce: boolean): Term => ({
  stplatRegNo: r.stplatRegNo,
  ver: r.ver,
  title: r.title,
  content: r.content,
  requiredYn: r.requiredYn === "Y" ? "Y" : "N",
  effectiveDe: r.effectiveDe,
  sortOrdr: r.sortOrdr,
  agreeAt: r.agreeAt === "ORDER" ? "ORDER" : "JOIN",
  inForce,
});

export const isAvailable = async (deps: JoinDeps, field: "loginId" | "email" | "nickName", value: string) => ({
  available: !(await deps.repo.isTaken(deps.db, field, value)),
});

/** Member number and card number collide only by chance: the whole join is retried a few times. */
const RETRIED_CONSTRAINTS = ["members_pkey", "members_mbrsh_card_no_unique"];

/** SPEC §3 "Join info": certified person + chosen account → a new member of the lowest grade. */
export async function join(deps: JoinDeps, input: JoinInput): Promise<{ mberNo: string }> {
  const current = await agreeTerms(deps, {});
  checkAgreements(current, input);
  const passwordHash = await hash(input.loginPassword);
  for (let attempt = 1; ; attempt++) {
    try {
      return await withCert(deps.cert, input.certToken, "join", (tx, person) =>
        createMember(deps, tx, input, person, passwordHash),
      );
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === null) throw error;
      if (RETRIED_CONSTRAINTS.includes(constraint) && attempt < 3) continue;
      throw duplicateError(constraint);
    }
  }
}

function checkAgreements(current: Term[], input: JoinInput) {
  for (const a of input.arrMberAgre) {
    if (!current.some((t) => t.stplatRegNo === a.agreRegNo && t.ver === a.ver)) {
      throw new AppError("validation", `arrMberAgre: unknown term ${a.agreRegNo} version ${a.ver}`);
    }
  }
  const agreed = (t: Term) => input.arrMberAgre.some((a) => a.agreRegNo === t.stplatRegNo && a.agreSeCode === "Y");
  if (current.some((t) => t.requiredYn === "Y" && !agreed(t))) throw new AppError("requiredTermsMissing");
}

function duplicateError(constraint: string): AppError {
  if (constraint.includes("login_id")) return new AppError("duplicateLoginId");
  if (constraint.includes("email")) return new AppError("duplicateEmail");
  if (constraint.includes("nick_name")) return new AppError("duplicateNickname");
  if (constraint.includes("ci_no")) return new AppError("duplicatePerson");
  if (constraint.includes("social_links")) return new AppError("socialLinkedElsewhere");
  return new AppError("fail");
}

async function createMember(deps: JoinDeps, tx: Tx, input: JoinInput, person: CertifiedPerson, passwordHash: string) {
  const now = deps.clock();
  if (!isAdultOn(person.birthday, now)) throw new AppError("minorRefused");
  // Friendly answers first; the unique constraints decide under concurrency.
  if (await deps.repo.isPersonTaken(tx, person.ciNo)) throw new AppError("duplicatePerson");
  if (await deps.repo.isTaken(tx, "loginId", input.loginId)) throw new AppError("duplicateLoginId");
  if (await deps.repo.isTaken(tx, "email", input.email)) throw new AppError("duplicateEmail");
  if (input.nickName && (await deps.repo.isTaken(tx, "nickName", input.nickName))) {
    throw new AppError("duplicateNickname");
  }
  // A join that started with a social account (snsTkn) records it and uses method 07 SNS (decision 433).
  const social = input.snsTkn ? await claimSocialJoin(tx, input.snsTkn, now) : null;
  const certMethod = social ? SOCIAL_CERT_METHOD : input.crtfcMthSeCode;
  const today = seoulDate(now);
  // Six random digits a day: a collision (retried) stays rare at any realistic number of joins.
  const mberNo = `M${today.replaceAll("-", "")}${String(randomInt(1_000_000)).padStart(6, "0")}`;
  const grade = await deps.repo.lowestGrade(tx);
  const foreign = person.frgnrSeCode === "02";
  await deps.repo.insertMember(tx, {
    mberNo,
    loginId: input.loginId,
    passwordHash,
    korMberNm: person.korMberNm,
    nickName: input.nickName ?? null,
    birthday: person.birthday,
    gradRegNo: grade.gradRegNo,
    telFrstNo: person.telFrstNo,
    telMidNo: person.telMidNo,
    telIndNo: person.telIndNo,
    email: input.email,
    nltyCode: foreign ? null : "KR",
    nltyCodeNm: foreign ? null : "대한민국",
    nationCode: "82",
    nationCodeNm: "대한민국",
    mbrshCardNo: input.cardAutoCode === "Y" && input.cardIssuTyCode !== "N" ? cardNumber() : null,
    firstScrbDe: today,
    crtfcSeCode: "Y",
    scrbCoursMth: certMethod,
    snsTyCode: social?.snsTyCode ?? null,
    ctmmnyNo: "1000",
    frgnrSeCode: person.frgnrSeCode,
    scrbcoursTyCode: input.scrbcoursTyCode,
    pwdChngLmttDe: addDays(today, PASSWORD_CHANGE_CYCLE_DAYS),
    sexSeCode: person.sexSeCode,
  });
  await deps.repo.insertProfile(tx, {
    mberNo,
    ciNo: person.ciNo,
    srdSeCode: input.srdSeCode,
    rlBirthday: input.rlBirthday ?? null,
    mberTyCode: input.mberTyCode,
    crtfcMthSeCode: certMethod,
    cardAutoCode: input.cardAutoCode,
    cardIssuTyCode: input.cardIssuTyCode,
    extraTels: input.arrTel.filter((t) => t.cttpcSeCode !== "03").map((t) => ({ ...t, lxtnNo: t.lxtnNo ?? null })),
  });
  await social?.link(mberNo);
  await deps.repo.insertAgreements(
    tx,
    input.arrMberAgre.map((a) => ({
      mberNo,
      agreRegNo: a.agreRegNo,
      ver: a.ver,
      agreSeCode: a.agreSeCode,
      agreDe: today,
    })),
  );
  // Channel consents only count with the marketing term agreed; every channel gets a row.
  const marketing = input.arrMberAgre.some((a) => a.agreRegNo === TERMS_IDS.marketing && a.agreSeCode === "Y");
  await deps.repo.insertConsents(
    tx,
    AGREE_RECEPTION_CODES.map((code) => ({
      mberNo,
      agreRecptnTyCode: code,
      recptnAtSeCode:
        marketing && input.arrAgreTy.some((c) => c.agreRecptnTyCode === code && c.recptnAtSeCode === "Y") ? "Y" : "N",
      agreDe: today,
    })),
  );
  return { mberNo };
}
