import { SOCIAL_PROVIDERS } from "@cellar/contracts/client";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useHydrated } from "../../../lib/dom/use-hydrated";
import { useStartSocial } from "../api/start-social";
import { socialErrorKey } from "../rules/social-error-text";
import { ProviderIcon } from "./provider-icon";
import styles from "./social.module.css";

type SocialButtonsProps = {
  /** Where a signed-in member returns (the login's redirectPath, already checked). */
  redirectPath: string | null;
};

/**
 * The login page's "continue with" buttons (Kakao yellow, Naver green, Apple black, as Korean
 * shopping apps show them). A sign-in the provider refused or the person cancelled comes back here
 * with `snsError` and `sns` in the address, and the reason shows above the buttons.
 */
export function SocialButtons({ redirectPath }: SocialButtonsProps) {
  const { t } = useTranslation("social");
  const live = useHydrated();
  const [params] = useSearchParams();
  const start = useStartSocial();
  const errorKey = socialErrorKey(params.get("snsError"));
  const failedProvider = params.get("sns");
  const providerName = t(`providers.${failedProvider ?? ""}`, { defaultValue: t("providers.any") });

  return (
    <section className={styles.wrap} aria-label={t("loginTitle")}>
      <p className={styles.divider}>{t("or")}</p>
      {errorKey ? (
        <p className={styles.error} role="alert">
          {t(errorKey, { provider: providerName })}
        </p>
      ) : null}
      <div className={styles.buttons}>
        {SOCIAL_PROVIDERS.map((provider) => (
          <button
            key={provider}
            type="button"
            className={`${styles.button} ${styles[provider]}`}
            disabled={!live || start.isPending}
            onClick={() => start.mutate({ provider, purpose: "login", redirectPath })}
          >
            <ProviderIcon provider={provider} />
            {t(`continueWith.${provider}`)}
          </button>
        ))}
      </div>
    </section>
  );
}
