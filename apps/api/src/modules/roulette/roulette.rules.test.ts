import { randomInt } from "node:crypto";
import { describe, expect, it } from "vitest";
import { chiSquare } from "./chi-square.test-helper";
import { choosePrize, type Draw, rouletteStatus, seoulDayStart, spinAllowance } from "./roulette.rules";

/** The seeded year-end wheel's odds (basis points). */
const WHEEL = [1000, 2500, 800, 1200, 500, 100, 3900].map((oddsBp, slot) => ({ slot, oddsBp }));
const DRAWS = 200_000;
/** A fit this bad happens by chance once in a million runs: the test is not flaky. */
const ALPHA = 1e-6;

/** Spins the wheel `DRAWS` times with `draw`; the counts per slot and the fit to the published odds. */
function spinMany(draw: Draw, wheel = WHEEL) {
  const counts = wheel.map(() => 0);
  for (let i = 0; i < DRAWS; i++) counts[choosePrize(wheel, draw).slot]! += 1;
  const live = wheel.filter((p) => p.oddsBp > 0);
  return {
    counts,
    fit: chiSquare(
      live.map((p) => counts[p.slot]!),
      live.map((p) => p.oddsBp / 10_000),
    ),
  };
}

describe("choosePrize", () => {
  it("maps each ticket to the prize whose cumulative range holds it", () => {
    const at = (ticket: number) => choosePrize(WHEEL, () => ticket).slot;
    expect([at(0), at(999), at(1000), at(3499), at(3500), at(4299), at(4300), at(9999)]).toEqual([
      0, 0, 1, 1, 2, 2, 3, 6,
    ]);
    expect(at(6099)).toBe(5);
    expect(at(6100)).toBe(6);
  });

  it("never picks a prize of weight 0, and refuses a wheel without odds or a draw out of range", () => {
    const wheel = [{ oddsBp: 0 }, { oddsBp: 10_000 }, { oddsBp: 0 }];
    for (const ticket of [0, 5000, 9999]) expect(choosePrize(wheel, () => ticket)).toBe(wheel[1]);
    expect(() => choosePrize([{ oddsBp: 0 }], () => 0)).toThrow(/no odds/);
    expect(() => choosePrize(WHEEL, () => 10_000)).toThrow(/out of range/);
    expect(() => choosePrize(WHEEL, () => -1)).toThrow(/out of range/);
  });

  it(`matches the published odds over ${DRAWS} draws with node:crypto (chi-square, p > ${ALPHA})`, () => {
    const { counts, fit } = spinMany((max) => randomInt(max));
    expect(fit.pValue, `counts ${counts.join(", ")}; chi-square ${fit.statistic}`).toBeGreaterThan(ALPHA);
    // Every prize of weight > 0 came up, the rarest (1 %) about 2,000 times.
    expect(counts[5]).toBeGreaterThan(1500);
  });

  it("detects a biased chooser: modulo bias of a 16-bit source, and a draw short of the total", () => {
    const modulo = spinMany((max) => randomInt(65_536) % max);
    expect(modulo.fit.pValue).toBeLessThan(ALPHA);
    const short = spinMany((max) => randomInt(max - 300));
    expect(short.fit.pValue).toBeLessThan(ALPHA);
  });

  it("computes p-values that agree with the chi-square table", () => {
    // df = 6: the 95th percentile is 12.592, the 99.9999th 35.9 (approximately).
    expect(
      chiSquare(
        [...Array(7)].map(() => 100),
        Array(7).fill(1 / 7),
      ).pValue,
    ).toBeCloseTo(1, 10);
    const p = (stat: number) => {
      // Observed counts of two cells made to give the statistic with expected 50/50 of n = 2e6.
      const n = 2_000_000;
      const d = Math.sqrt((stat * n) / 4);
      return chiSquare([n / 2 + d, n / 2 - d], [0.5, 0.5]);
    };
    expect(p(3.841).pValue).toBeCloseTo(0.05, 3);
    expect(p(23.93).pValue).toBeCloseTo(1e-6, 7);
  });
});

describe("spin allowance and the Seoul day", () => {
  it("gives one spin a day and one more after a paid order that day", () => {
    const now = new Date("2026-12-24T03:00:00Z");
    expect(spinAllowance(now, 0, false)).toEqual({
      day: "2026-12-24",
      allowed: 1,
      used: 0,
      left: 1,
      purchaseBonus: false,
    });
    expect(spinAllowance(now, 1, false).left).toBe(0);
    expect(spinAllowance(now, 1, true)).toMatchObject({ allowed: 2, left: 1, purchaseBonus: true });
    expect(spinAllowance(now, 2, true).left).toBe(0);
    expect(spinAllowance(now, 3, false).left).toBe(0);
  });

  it("starts the day at midnight in Seoul, not UTC", () => {
    const lateUtc = new Date("2026-12-24T15:00:00Z"); // 00:00 on the 25th in Seoul
    expect(spinAllowance(lateUtc, 0, false).day).toBe("2026-12-25");
    expect(seoulDayStart(lateUtc).toISOString()).toBe("2026-12-24T15:00:00.000Z");
    const beforeMidnight = new Date("2026-12-24T14:59:59Z");
    expect(spinAllowance(beforeMidnight, 0, false).day).toBe("2026-12-24");
    expect(seoulDayStart(beforeMidnight).toISOString()).toBe("2026-12-23T15:00:00.000Z");
  });

  it("runs an event from its start until (not including) its end", () => {
    const event = { startAt: new Date("2026-12-01T00:00:00Z"), endAt: new Date("2026-12-31T00:00:00Z") };
    expect(rouletteStatus(event, new Date("2026-11-30T23:59:59Z"))).toBe("UPCOMING");
    expect(rouletteStatus(event, event.startAt)).toBe("OPEN");
    expect(rouletteStatus(event, event.endAt)).toBe("CLOSED");
  });
});
