import { useTranslation } from "react-i18next";
import type { Position } from "../state/position-state";
import styles from "./position-line.module.css";
import { PinIcon } from "./store-icons";

type PositionLineProps = {
  position: Position | null;
  address: string | null;
  count: number | null;
  /** Sorted nearest first (GPS permission Y and a position). */
  byDistance: boolean;
  /** The native GPS permission was answered N (or there is no app). */
  gpsOff: boolean;
};

/** Where the shopper is, how many stores match and how they are sorted. */
export function PositionLine({ position, address, count, byDistance, gpsOff }: PositionLineProps) {
  const { t } = useTranslation("stores");
  return (
    <div className={styles.line}>
      <p className={styles.where}>
        <PinIcon size={16} />
        <span data-testid="my-position">
          {position ? (address ? t("near", { address }) : t("myPosition")) : t("positionUnknown")}
        </span>
      </p>
      <p className={styles.summary}>
        {count !== null ? <span>{t("count", { count })}</span> : null}
        <span data-testid="store-sort">{t(byDistance ? "sortedByDistance" : "sortedByName")}</span>
      </p>
      {gpsOff ? <p className={styles.hint}>{t("gpsOff")}</p> : null}
    </div>
  );
}
