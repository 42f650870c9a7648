import type { RouletteEvent, rouletteWriteSchema } from "@cellar/contracts";
import type { z } from "zod";
import { AppError } from "../../app/http/errors";
import { findCouponDefinition } from "../coupons";
import { prizeLabel } from "./roulette.rules";
import { type RouletteDeps, rouletteEvent } from "./roulette.usecases";

type RouletteWrite = z.output<typeof rouletteWriteSchema>;

/**
 * The store side creates an event with its wheel (the schema has checked 6–8 segments, odds adding
 * up to 100 % and exactly one "next time"); each coupon must be a defined one, whose name becomes
 * the segment's label and whose channel the issued copies take.
 */
export async function createRoulette(deps: RouletteDeps, body: RouletteWrite): Promise<RouletteEvent> {
  const prizes: Parameters<RouletteDeps["repo"]["insertEvent"]>[2] = [];
  for (const [slot, p] of body.prizes.entries()) {
    const coupon = p.cpnCd ? await findCouponDefinition(deps.db, p.cpnCd) : null;
    if (p.cpnCd && !coupon) throw new AppError("rouletteUnknownCoupon", `등록되지 않은 쿠폰입니다: ${p.cpnCd}`);
    prizes.push({
      slot,
      kind: p.kind,
      label: prizeLabel(p.kind, p.amount, coupon?.couponName ?? null),
      cpnCd: coupon?.cpnCd ?? null,
      couponUseSe: coupon?.couponUseSe ?? null,
      validDays: coupon ? p.validDays : null,
      amount: p.amount,
      oddsBp: p.oddsBp,
      stockTotal: p.stock,
      stockLeft: p.stock,
    });
  }
  const created = await deps.db.transaction((tx) =>
    deps.repo.insertEvent(
      tx,
      {
        eventCd: body.eventCd,
        title: body.title,
        summary: body.summary,
        startAt: new Date(body.startAt),
        endAt: new Date(body.endAt),
      },
      prizes,
    ),
  );
  if (!created) throw new AppError("rouletteEventExists");
  return rouletteEvent(deps, body.eventCd, null);
}
