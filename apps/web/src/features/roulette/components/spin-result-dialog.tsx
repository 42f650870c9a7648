import type { RouletteSpin } from "@cellar/contracts/client";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { Svg, WineGlassIcon } from "../../../components/ui/icons";
import { usePopupLifecycle } from "../../../components/ui/use-popup-lifecycle";
import { PRIZE_PLACE, type PrizePlace, prizeName } from "../rules/prize-text";
import styles from "./spin-result-dialog.module.css";

type SpinResultDialogProps = {
  spin: RouletteSpin | null;
  /** The address of each place a prize lands in (the app's route table). */
  placeTo: Record<PrizePlace, string>;
  onClose: () => void;
};

/** A wrapped present: the prize won. */
const GiftIcon = () => (
  <Svg size={34}>
    <rect x="4" y="10" width="16" height="10.5" rx="1.5" />
    <path d="M3 7h18v3H3zM12 7v13.5" />
    <path d="M12 7c-1.5-3-5-3.5-5-1.5S10 7 12 7c2 0 5 .5 5-1.5S13.5 4 12 7" />
  </Svg>
);

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
        <span className={styles.badge} data-won={won}>
          {won ? <GiftIcon /> : <WineGlassIcon size={34} />}
        </span>
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
