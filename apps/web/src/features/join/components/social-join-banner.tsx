import type { SocialProvider } from "@cellar/contracts/client";
import { useTranslation } from "react-i18next";
import styles from "./join.module.css";

type SocialJoinBannerProps = { provider: SocialProvider; onPlain: () => void };

/** A sign-up that started with a social account says so, and can go on without linking it. */
export function SocialJoinBanner({ provider, onPlain }: SocialJoinBannerProps) {
  const { t } = useTranslation("join");
  const name = t(`social.providers.${provider}`);
  return (
    <div className={styles.socialBanner} role="note">
      <p className={styles.socialTitle}>{t("social.banner", { provider: name })}</p>
      <p className={styles.socialText}>{t("social.bannerText", { provider: name })}</p>
      <button type="button" className={styles.socialPlain} onClick={onPlain}>
        {t("social.plain")}
      </button>
    </div>
  );
}
