import type { EasyPayCard } from "@cellar/contracts/client";
import { issuerColor, issuerName, textOn } from "../rules/card-colors";
import styles from "./card-face.module.css";

type CardFaceProps = { card: EasyPayCard; selected?: boolean; compact?: boolean };

/** A registered card drawn in its issuer's colour (SPEC §3 card issuer codes). */
export function CardFace({ card, selected = false, compact = false }: CardFaceProps) {
  const color = issuerColor(card.cardCd);
  return (
    <span
      className={`${styles.card} ${compact ? styles.compact : ""}`}
      style={{ background: color, color: textOn(color) }}
      data-selected={selected || undefined}
      data-issuer={card.cardCd}
    >
      <span className={styles.name}>{card.cardName || issuerName(card.cardCd)}</span>
      <span className={styles.chip} aria-hidden="true" />
      <span className={styles.no}>{card.cardNo}</span>
    </span>
  );
}
