import type { CardStatus } from "@cellar/contracts";
import { AppError } from "../../app/http/errors";
import type { Db, Queryable } from "../../app/query";
import type * as CardRepository from "./card.repository";
import { cardNumber } from "./card-number";

/** What the use-cases work with: the database and the module's repository (routes build it). */
export type CardDeps = { db: Db; repo: typeof CardRepository };

/** Members whose card came from sign-up have no history row yet: the current number is their active card. */
async function ensureHistory(deps: CardDeps, db: Queryable, mberNo: string, cardNo: string | null, now: Date) {
  if (cardNo) await deps.repo.insertCard(db, { mbrshCardNo: cardNo, mberNo, status: "ACTIVE", issuedAt: now });
}

async function statusOf(deps: CardDeps, db: Queryable, mberNo: string): Promise<CardStatus> {
  const cardNo = await deps.repo.findMemberCardNo(db, mberNo);
  if (cardNo === undefined) throw new AppError("nonMember");
  return statusFrom(cardNo, await deps.repo.listCards(db, mberNo));
}

type CardRow = Awaited<ReturnType<typeof CardRepository.listCards>>[number];

function statusFrom(cardNo: string | null, cards: CardRow[]): CardStatus {
  const lost = cards.some((c) => c.status === "LOST");
  return {
    mbrshCardNo: cardNo,
    status: cardNo ? "ACTIVE" : lost ? "LOST" : "NONE",
    history: cards.map((c) => ({
      mbrshCardNo: c.mbrshCardNo,
      status: c.status as "ACTIVE" | "LOST" | "REPLACED",
      issuedAt: c.issuedAt.toISOString(),
      lostAt: c.lostAt?.toISOString() ?? null,
    })),
  };
}

/** A read: it writes only for a member whose current card has no history row yet (once). */
export async function cardStatus(deps: CardDeps, mberNo: string, now: Date): Promise<CardStatus> {
  const { db } = deps;
  const [cardNo, cards] = await Promise.all([deps.repo.findMemberCardNo(db, mberNo), deps.repo.listCards(db, mberNo)]);
  if (cardNo === undefined) throw new AppError("nonMember");
  if (!cardNo || cards.some((c) => c.mbrshCardNo === cardNo)) return statusFrom(cardNo, cards);
  await ensureHistory(deps, db, mberNo, cardNo, now);
  return statusOf(deps, db, mberNo);
}

/** Blocks the current card: its number stops being shown (no barcode) and cannot be used. */
export async function reportLoss(deps: CardDeps, mberNo: string, now: Date): Promise<CardStatus> {
  const { db } = deps;
  return db.transaction(async (tx) => {
    const cardNo = await deps.repo.findMemberCardNo(tx, mberNo, true);
    if (cardNo === undefined) throw new AppError("nonMember");
    if (!cardNo) throw new AppError("cardAlreadyLost");
    await ensureHistory(deps, tx, mberNo, cardNo, now);
    await deps.repo.setCardStatus(tx, mberNo, "ACTIVE", { status: "LOST", lostAt: now });
    await deps.repo.setMemberCardNo(tx, mberNo, null);
    return statusOf(deps, tx, mberNo);
  });
}

/** Issues a new number after a loss report; the lost one is marked replaced and stays invalid. */
export async function reissueCard(deps: CardDeps, mberNo: string, now: Date): Promise<CardStatus> {
  const { db } = deps;
  return db.transaction(async (tx) => {
    const cardNo = await deps.repo.findMemberCardNo(tx, mberNo, true);
    if (cardNo === undefined) throw new AppError("nonMember");
    if (cardNo) throw new AppError("cardNotLost");
    await deps.repo.setCardStatus(tx, mberNo, "LOST", { status: "REPLACED", replacedAt: now });
    // A number that was ever issued is never issued again: draw until a new one is in.
    let fresh = cardNumber();
    while (!(await deps.repo.insertCard(tx, { mbrshCardNo: fresh, mberNo, status: "ACTIVE", issuedAt: now }))) {
      fresh = cardNumber();
    }
    await deps.repo.setMemberCardNo(tx, mberNo, fresh);
    return statusOf(deps, tx, mberNo);
  });
}
