import type { RoulettePrize } from "@cellar/contracts/client";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { segmentText } from "../rules/prize-text";
import { segmentAngle, segmentPath } from "../rules/wheel";
import styles from "./roulette-wheel.module.css";

type RouletteWheelProps = {
  prizes: RoulettePrize[];
  /** Degrees clockwise; a change animates (unless the user prefers less motion). */
  rotation: number;
  onStopped: () => void;
};

const SIZE = 300;
const C = SIZE / 2;
const R = C - 8;
const LABEL_Y = C - R * 0.6;
/** Labels of the lower half turned the right way up (at rest), around their own centre. */
const upright = (mid: number) => (mid > 90 && mid < 270 ? ` rotate(180 ${C} ${LABEL_Y})` : "");

/**
 * The wheel: one equal slice per prize, clockwise from the top, under a fixed pointer. It turns to
 * `rotation` (an ease-out of a few seconds) and reports when it has stopped. The odds are in the
 * table beside it: the slices are equal, the chances are not.
 */
export function RouletteWheel({ prizes, rotation, onStopped }: RouletteWheelProps) {
  const { t } = useTranslation("roulette");
  const titleId = useId();
  const n = prizes.length;
  return (
    <div className={styles.frame}>
      <svg className={styles.pointer} viewBox="0 0 24 28" aria-hidden="true">
        <path d="M12 28 L1 4 Q12 -2 23 4 Z" />
      </svg>
      <svg className={styles.wheel} viewBox={`0 0 ${SIZE} ${SIZE}`} role="img" aria-labelledby={titleId}>
        <title id={titleId}>{t("wheel", { count: n })}</title>
        <circle cx={C} cy={C} r={C - 2} className={styles.rim} />
        <g
          className={styles.turn}
          style={{ transform: `rotate(${rotation}deg)` }}
          onTransitionEnd={(e) => {
            if (e.propertyName === "transform") onStopped();
          }}
          data-testid="roulette-wheel"
          data-rotation={rotation}
        >
          {prizes.map((p) => {
            const mid = (p.slot + 0.5) * segmentAngle(n);
            return (
              <g key={p.prizeNo} data-kind={p.kind} data-tone={p.slot % 2}>
                <path d={segmentPath(p.slot, n, R, C)} className={styles.slice} />
                <text
                  x={C}
                  y={LABEL_Y}
                  className={styles.label}
                  transform={`rotate(${mid} ${C} ${C})${upright(mid)}`}
                  textAnchor="middle"
                  dominantBaseline="middle"
                >
                  {segmentText(p)}
                </text>
              </g>
            );
          })}
        </g>
        <circle cx={C} cy={C} r={26} className={styles.hub} />
        <text x={C} y={C} className={styles.hubText} textAnchor="middle" dominantBaseline="central">
          LUCKY
        </text>
      </svg>
    </div>
  );
}
