import { useTranslation } from "react-i18next";
import styles from "./join.module.css";

export const JOIN_STEPS = ["terms", "input", "complete"] as const;
export type JoinStep = (typeof JOIN_STEPS)[number];

/** The three sign-up steps with the current one marked. */
export function JoinStepper({ current }: { current: JoinStep }) {
  const { t } = useTranslation("join");
  const index = JOIN_STEPS.indexOf(current);
  return (
    <ol className={styles.stepper}>
      {JOIN_STEPS.map((step, i) => (
        <li
          key={step}
          className={`${styles.stepItem} ${i < index ? styles.stepDone : ""} ${i === index ? styles.stepCurrent : ""}`}
          aria-current={i === index ? "step" : undefined}
        >
          {t(`steps.${step}`)}
        </li>
      ))}
    </ol>
  );
}
