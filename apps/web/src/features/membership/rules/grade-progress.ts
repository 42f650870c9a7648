type GradeProgressInput = {
  gradRegPoint: number;
  gradStartPoint: number;
  nextGradRegNm: string | null;
  nextGradRegPoint: number | null;
};

export type GradeProgress = { next: string | null; remaining: number; percent: number };

/**
 * Progress from the current grade's start to the next grade's start (docs/decisions/012):
 * remaining = next start − counted amount, never below 0; percent 0–100. At the top grade: no next.
 */
export function gradeProgress(info: GradeProgressInput): GradeProgress {
  if (!info.nextGradRegNm || info.nextGradRegPoint === null) return { next: null, remaining: 0, percent: 100 };
  const span = info.nextGradRegPoint - info.gradStartPoint;
  const done = info.gradRegPoint - info.gradStartPoint;
  const percent = span > 0 ? Math.min(100, Math.max(0, Math.floor((done / span) * 100))) : 100;
  return { next: info.nextGradRegNm, remaining: Math.max(0, info.nextGradRegPoint - info.gradRegPoint), percent };
}
