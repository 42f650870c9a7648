import {
  AGREE_RECEPTION_CODES,
  type Consent,
  isLunarBirthday,
  type MemberDetail,
  type ReceptionConsent,
  type UpdateBirthdayRequest,
} from "@cellar/contracts";
import type { Caller } from "../../app/http/context";
import { uniqueViolation } from "../../app/http/db-errors";
import { AppError } from "../../app/http/errors";
import type { Db } from "../../app/query";
import { seoulDate } from "../../app/seoul-date";
import { type CertDeps, withCert } from "../cert";
import type * as AccountRepository from "./account.repository";

export type AccountDeps = { repo: typeof AccountRepository; db: Db; clock: () => Date; cert: CertDeps };

async function memberOrThrow(deps: AccountDeps, mberNo: string) {
  const m = await deps.repo.findMember(deps.db, mberNo);
  if (!m || m.mberSttusSeCode !== deps.repo.ACTIVE_STATUS) throw new AppError("nonMember");
  return m;
}

/** SPEC §3 "Member detail" of the caller (never another member's). */
export async function memberInfo(deps: AccountDeps, caller: Caller): Promise<MemberDetail> {
  const m = await memberOrThrow(deps, caller.mberNo);
  const calendar = await deps.repo.findBirthdayCalendar(deps.db, m.mberNo);
  const phone = m.telFrstNo && m.telMidNo && m.telIndNo ? `${m.telFrstNo}${m.telMidNo}${m.telIndNo}` : null;
  return {
    korMberNm: m.korMberNm,
    loginId: m.loginId,
    nickName: m.nickName,
    loginPassword: null,
    email: m.email,
    birthday: m.birthday,
    contactNumber: phone,
    empNo: m.empNo,
    // The birthday's date comes from the certification; its calendar (solar or lunar) the member
    // keeps for birthday benefits can change (decision 440). The rest change on the manage pages.
    chgBirthday: m.birthday ? "Y" : "N",
    chgPassword: "Y",
    chgEmail: "Y",
    chgContactNumber: "Y",
    srdSeCode: calendar.srdSeCode,
    rlBirthday: calendar.rlBirthday,
    paidMberYn: m.pchrgMberYnCode === 1 ? "Y" : "N",
    prepaidBalance: m.prepaidBalance,
    isEmp: m.isEmp,
    pwdChngLmttDe: m.pwdChngLmttDe,
    firstScrbDe: m.firstScrbDe,
  };
}

/** Sets a unique member field; the unique index decides when two members ask at once. */
async function setUnique(deps: AccountDeps, caller: Caller, field: "nickName" | "email", value: string) {
  const duplicate = field === "email" ? "duplicateEmail" : "duplicateNickname";
  if (await deps.repo.isTakenByOther(deps.db, field, value, caller.mberNo)) throw new AppError(duplicate);
  try {
    await deps.repo.updateMember(deps.db, caller.mberNo, { [field]: value });
  } catch (error) {
    if (uniqueViolation(error) !== null) throw new AppError(duplicate);
    throw error;
  }
  return memberInfo(deps, caller);
}

export const updateNickname = (deps: AccountDeps, caller: Caller, nickName: string) =>
  setUnique(deps, caller, "nickName", nickName);

export const updateEmail = (deps: AccountDeps, caller: Caller, email: string) =>
  setUnique(deps, caller, "email", email);

/**
 * The birthday's calendar (decision 440): solar, or lunar with its lunar date, which must fit the
 * certified birthday (the same solar year and not after it, or the year before).
 */
export async function updateBirthday(deps: AccountDeps, caller: Caller, change: UpdateBirthdayRequest) {
  const m = await memberOrThrow(deps, caller.mberNo);
  if (!m.birthday) throw new AppError("lunarBirthdayMismatch");
  if (change.rlBirthday && !isLunarBirthday(change.rlBirthday, m.birthday)) throw new AppError("lunarBirthdayMismatch");
  await deps.repo.setBirthdayCalendar(deps.db, m.mberNo, change.srdSeCode, change.rlBirthday);
  return memberInfo(deps, caller);
}

/** New mobile number from a changeContact certification of the same person (same name and birthday). */
export async function updateContact(deps: AccountDeps, caller: Caller, certToken: string) {
  const m = await memberOrThrow(deps, caller.mberNo);
  await withCert(deps.cert, certToken, "changeContact", async (tx, person) => {
    if (person.korMberNm !== m.korMberNm || person.birthday !== m.birthday) throw new AppError("certPersonMismatch");
    await deps.repo.updateMember(tx, m.mberNo, {
      telFrstNo: person.telFrstNo,
      telMidNo: person.telMidNo,
      telIndNo: person.telIndNo,
    });
    const other = await deps.repo.findActiveByCi(tx, person.ciNo);
    if (other && other.mberNo !== m.mberNo) throw new AppError("duplicatePerson");
    // Another member may have linked the same person meanwhile: the key is unique.
    if (!(await deps.repo.linkCiNo(tx, m.mberNo, person.ciNo))) throw new AppError("duplicatePerson");
  });
  return memberInfo(deps, caller);
}

/** Employee number registration: a known, active employee of the member's name; one number per member. */
export async function registerEmpNo(deps: AccountDeps, caller: Caller, empNo: string) {
  await deps.db
    .transaction(async (tx) => {
      const m = await deps.repo.findMember(tx, caller.mberNo, true);
      if (!m) throw new AppError("nonMember");
      if (m.empNo) throw new AppError("empNoAlreadySet");
      const employee = await deps.repo.findEmployee(tx, empNo);
      if (!employee?.active || employee.empNm !== m.korMberNm) throw new AppError("empNoInvalid");
      if (await deps.repo.isTakenByOther(tx, "empNo", empNo, m.mberNo)) throw new AppError("empNoTaken");
      await deps.repo.updateMember(tx, m.mberNo, { empNo, isEmp: true });
    })
    .catch((error: unknown) => {
      if (uniqueViolation(error) !== null) throw new AppError("empNoTaken");
      throw error;
    });
  return memberInfo(deps, caller);
}

/** The five channels in order, each with its consent and the day it was last set. */
export async function consents(deps: AccountDeps, caller: Caller): Promise<Consent[]> {
  const rows = await deps.repo.listConsents(deps.db, caller.mberNo);
  return AGREE_RECEPTION_CODES.map((code) => {
    const row = rows.find((r) => r.agreRecptnTyCode === code);
    return {
      agreRecptnTyCode: code,
      recptnAtSeCode: row?.recptnAtSeCode === "Y" ? "Y" : "N",
      agreDe: row?.agreDe ?? null,
    };
  });
}

/** Changes the given channels; a channel's day moves only when its answer changes. */
export async function updateConsents(deps: AccountDeps, caller: Caller, changes: ReceptionConsent[]) {
  const today = seoulDate(deps.clock());
  // Read and written under the member's row lock: two changes at once see each other's answers.
  await deps.db.transaction(async (tx) => {
    await deps.repo.findMember(tx, caller.mberNo, true);
    const before = await deps.repo.listConsents(tx, caller.mberNo);
    for (const change of changes) {
      const old = before.find((c) => c.agreRecptnTyCode === change.agreRecptnTyCode);
      if (old?.recptnAtSeCode === change.recptnAtSeCode && old.agreDe) continue;
      await deps.repo.upsertConsent(tx, { mberNo: caller.mberNo, ...change, agreDe: today });
    }
  });
  return consents(deps, caller);
}
