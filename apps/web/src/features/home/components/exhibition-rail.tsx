import type { Exhibition } from "@cellar/contracts/client";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import styles from "./exhibition-rail.module.css";

type ExhibitionRailProps = {
  exhibitions: Exhibition[];
  exhibitionTo: (exhibition: Exhibition) => string;
  label: string;
};

/** Exhibition banners in a row that snaps card by card (the home exhibitions carousel). */
export function ExhibitionRail({ exhibitions, exhibitionTo, label }: ExhibitionRailProps) {
  const { t } = useTranslation("home");
  return (
    <ul className={styles.rail} aria-label={label}>
      {exhibitions.map((e) => (
        <li key={e.exhibitionNo} className={styles.item}>
          <Link to={exhibitionTo(e)} className={styles.card} data-exhibition-no={e.exhibitionNo}>
            <span className={styles.media} style={{ backgroundColor: e.bgColor }}>
              <img
                className={styles.image}
                src={e.imageUrl}
                alt=""
                width={750}
                height={400}
                loading="lazy"
                decoding="async"
              />
            </span>
            {/* the art carries the subtitle (and the title, cut when long): the full title shows here */}
            <strong className={styles.title}>{e.title}</strong>
            <span className="visually-hidden">{e.subtitle}</span>
            <span className={styles.meta} aria-hidden="true">
              {t("exhibitions.meta", { date: e.endDate.replaceAll("-", "."), count: e.itemCount })}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
