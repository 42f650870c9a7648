export type GradeRank = "silver" | "gold" | "black" | "vip";

const RANKS: readonly GradeRank[] = ["silver", "gold", "black", "vip"];

/** SPEC §2: Silver, Gold, Black and VIP are styled by colour; other names get no rank style. */
export function gradeRank(gradNm: string | null | undefined): GradeRank | null {
  const name = (gradNm ?? "").trim().toLowerCase();
  return RANKS.find((rank) => rank === name) ?? null;
}
