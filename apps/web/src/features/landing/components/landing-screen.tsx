import { useTranslation } from "react-i18next";
import styles from "./landing-screen.module.css";
import { StoreBadges } from "./store-badges";

type LandingScreenProps = {
  /** The deep link that opens the app on this page. */
  openAppHref: string;
  /** The store page for this device; null until the app config has loaded. */
  downloadHref: string | null;
  iosUrl: string | null;
  androidUrl: string | null;
};

/** SPEC §1 browser fallback: replaces the whole app outside the native app. */
export function LandingScreen({ openAppHref, downloadHref, iosUrl, androidUrl }: LandingScreenProps) {
  const { t } = useTranslation("landing");
  return (
    <main className={styles.screen}>
      <div className={styles.top}>
        <span className={styles.wordmark}>CELLAR</span>
        <span className={styles.wordmarkKo}>{t("brand")}</span>
      </div>
      <div className={styles.art} aria-hidden="true">
        <div className={styles.halo} />
        <div className={styles.bottle}>
          <div className={styles.bottleNeck} />
          <div className={styles.bottleBody}>
            <div className={styles.label}>CELLAR</div>
          </div>
        </div>
        <div className={styles.glass}>
          <div className={styles.glassBowl}>
            <div className={styles.wine} />
          </div>
          <div className={styles.glassStem} />
          <div className={styles.glassBase} />
        </div>
      </div>
      <div className={styles.content}>
        <p className={styles.tagline}>{t("tagline")}</p>
        <h1 className={styles.title}>{t("title")}</h1>
        <p className={styles.text}>{t("text")}</p>
        <ul className={styles.benefits}>
          <li className={styles.benefit}>{t("benefits.card")}</li>
          <li className={styles.benefit}>{t("benefits.coupon")}</li>
          <li className={styles.benefit}>{t("benefits.pickup")}</li>
        </ul>
        <div className={styles.actions}>
          <a className={styles.primary} href={openAppHref}>
            {t("openApp")}
          </a>
          <a
            className={styles.secondary}
            href={downloadHref ?? undefined}
            aria-disabled={downloadHref === null}
            rel="noopener"
          >
            {t("download")}
          </a>
        </div>
        <StoreBadges
          downloadOn={t("downloadOn")}
          appStore={t("appStore")}
          googlePlay={t("googlePlay")}
          iosUrl={iosUrl}
          androidUrl={androidUrl}
        />
      </div>
    </main>
  );
}
