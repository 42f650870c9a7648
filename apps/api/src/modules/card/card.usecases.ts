import type { CardStatus } from "@cellar/contracts";
import { AppError } from "../../app/http/errors";
import type { Db, Queryable } from "../../app/query";
import * as repo from "./card.repository";
import { cardNumber } from "./card-number";

/** Members whose card came from sign-up have no history row yet: the current number is their active card. */
async function ensureHistory(db: Queryable, mberNo: string, cardNo: string | null, now: Date) {
  if (cardNo) await repo.insertCard(db, { mbrshCardNo: cardNo, mberNo, status: "ACTIVE", issuedAt: now });
}

async function statusOf(db: Queryable, mberNo: string): Promise<CardStatus> {
  const cardNo = await repo.findMemberCardNo(db, mberNo);
  if (cardNo === undefined) throw new AppError("nonMember");
  const cards = await repo.listCards(db, mberNo);
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

export async function cardStatus(db: Db, mberNo: string, now: Date): Promise<CardStatus> {
  await ensureHistory(db, mberNo, (await repo.findMemberCardNo(db, mberNo)) ?? null, now);
  return statusOf(db, mberNo);
}

/** Blocks the current card: its number stops being shown (no barcode) and cannot be used. */
export async function reportLoss(db: Db, mberNo: string, now: Date): Promise<CardStatus> {
  return db.transaction(async (tx) => {
    const cardNo = await repo.findMemberCardNo(tx, mberNo, true);
    if (cardNo === undefined) throw new AppError("nonMember");
    if (!cardNo) throw new AppError("cardAlreadyLost");
    await ensureHistory(tx, mberNo, cardNo, now);
    await repo.setCardStatus(tx, mberNo, "ACTIVE", { status: "LOST", lostAt: now });
    await repo.setMemberCardNo(tx, mberNo, null);
    return statusOf(tx, mberNo);
  });
}

/** Issues a new number after a loss report; the lost one is marked replaced and stays invalid. */
export async function reissueCard(db: Db, mberNo: string, now: Date): Promise<CardStatus> {
  return db.transaction(async (tx) => {
    const cardNo = await repo.findMemberCardNo(tx, mberNo, true);
    if (cardNo === undefined) throw new AppError("nonMember");
    if (cardNo) throw new AppError("cardNotLost");
    await repo.setCardStatus(tx, mberNo, "LOST", { status: "REPLACED", replacedAt: now });
    // A number that was ever issued is never issued again: draw until a new one is in.
    let fresh = cardNumber();
    while (!(await repo.insertCard(tx, { mbrshCardNo: fresh, mberNo, status: "ACTIVE", issuedAt: now }))) {
      fresh = cardNumber();
    }
    await repo.setMemberCardNo(tx, mberNo, fresh);
    return statusOf(tx, mberNo);
  });
}
