import type { RouletteWrite } from "@cellar/contracts";

const DAY = 86_400_000;
let seq = 0;

/**
 * A store-side write of a 6-segment wheel whose odds all go to `prize` (100 %): the other segments
 * are published at 0 %, so a spin's result is known in advance.
 */
export function certainWheel(
  prize: RouletteWrite["prizes"][number],
  o: { from?: number; to?: number } = {},
): RouletteWrite {
  seq += 1;
  const now = Date.now();
  const zero = { oddsBp: 0 };
  const prizes: RouletteWrite["prizes"] = [
    { ...prize, oddsBp: 10_000 },
    { kind: "STAMP", amount: 1, ...zero },
    { kind: "PREPAID", amount: 500, ...zero },
    { kind: "STAMP", amount: 2, ...zero },
    { kind: "PREPAID", amount: 700, ...zero },
  ];
  if (prize.kind !== "NONE") prizes.push({ kind: "NONE", ...zero });
  else prizes.push({ kind: "STAMP", amount: 3, ...zero });
  return {
    eventCd: `T-${now.toString(36).toUpperCase()}-${seq}`,
    title: `테스트 룰렛 ${seq}`,
    startAt: new Date(now + (o.from ?? -DAY)).toISOString(),
    endAt: new Date(now + (o.to ?? DAY)).toISOString(),
    prizes,
  };
}
