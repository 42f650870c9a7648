import { STORE_SERVICES, type Store } from "@cellar/contracts/client";
import { useTranslation } from "react-i18next";
import styles from "./service-tags.module.css";

/** The services a store offers, as small tags (nothing when it offers none). */
export function ServiceTags({ services }: { services: Store["services"] }) {
  const { t } = useTranslation("stores");
  const offered = STORE_SERVICES.filter((s) => services[s]);
  if (offered.length === 0) return null;
  return (
    <ul className={styles.tags} aria-label={t("detail.services")}>
      {offered.map((s) => (
        <li key={s} className={styles.tag} data-service={s}>
          {t(`services.${s}`)}
        </li>
      ))}
    </ul>
  );
}
