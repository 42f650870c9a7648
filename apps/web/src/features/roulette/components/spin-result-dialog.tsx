import type { RouletteSpin } from "@cellar/contracts/client";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { usePopupLifecycle } from "../../../components/ui/use-popup-lifecycle";
import { PRIZE_PLACE, prizeName } from "../rules/prize-text";
import styles from "./spin-result-dialog.module.css";

type SpinResultDialogProps = {
  spin: RouletteSpin | null;
  /** The address of each place a prize lands in (the app's route table). */
  placeTo: Record<"coupon" | "membership", string>;
  onClose: () => void;
};

/** What the wheel stopped on, and where the prize already is (a link to it), as a named dialog. */
export function SpinResultDialog({ spin, placeTo, onClose }: SpinResultDialogProps) {
  const { t } = useTranslation("roulette");
  const titleId = useId();
  const messageId = useId();
  usePopupLifecycle(spin !== null, onClose);
  if (!spin) return null;
  const place = PRIZE_PLACE[spin.prize.kind];
  const won = spin.prize.kind !== "NONE";
  return (
    <div className={styles.dim}>
      <div
        className={styles.box}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={messageId}
        data-kind={spin.prize.kind}
      >
        <p className={styles.badge} aria-hidden="true">
          {won ? "🎉" : "🍀"}
        </p>
        <h2 id={titleId} className={styles.title}>
          {t("result.title")}
        </h2>
        <div id={messageId} className={styles.message}>
          <p className={styles.prize}>{won ? t("result.won", { prize: prizeName(spin.prize) }) : t("result.none")}</p>
          {spin.soldOutFallback ? <p className={styles.sub}>{t("result.soldOut")}</p> : null}
          {place ? <p className={styles.sub}>{t(`result.where.${place}`)}</p> : null}
        </div>
        <div className={styles.actions}>
          {place ? (
            <Link className={styles.go} to={placeTo[place]}>
              {t(`result.go.${place}`)}
            </Link>
          ) : null}
          <Button variant={place ? "outline" : "primary"} onClick={onClose} autoFocus>
            {t("result.close")}
          </Button>
        </div>
      </div>
    </div>
  );
}
