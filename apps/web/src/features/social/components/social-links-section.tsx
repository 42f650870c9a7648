import { SOCIAL_PROVIDERS, type SocialProvider } from "@cellar/contracts/client";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { AlertDialog } from "../../../components/ui/dialog";
import { formatDate } from "../../../lib/format/date";
import { useGlobalState } from "../../../lib/state/global-state";
import { useSocialLinks } from "../api/get-social-links";
import { useStartSocial } from "../api/start-social";
import { useUnlinkSocial } from "../api/unlink-social";
import { socialErrorKey } from "../rules/social-error-text";
import { ProviderIcon } from "./provider-icon";
import styles from "./social.module.css";

/** The Korean calendar day of an instant (YYYY-MM-DD). */
const seoulDay = (iso: string) => new Date(Date.parse(iso) + 9 * 3_600_000).toISOString().slice(0, 10);

type SocialLinksSectionProps = { sectionClassName: string; titleClassName: string; textClassName: string };

/**
 * Settings' "easy login" accounts: link Kakao, Naver or Apple (the provider's page, then back here),
 * or unlink one after a confirmation. Every member keeps their id and password (decision 433), so
 * any link may go. A link that failed comes back with `snsError` and shows why.
 */
export function SocialLinksSection({ sectionClassName, titleClassName, textClassName }: SocialLinksSectionProps) {
  const { t } = useTranslation("social");
  const [params] = useSearchParams();
  const links = useSocialLinks();
  const start = useStartSocial();
  const unlink = useUnlinkSocial();
  const [confirm, setConfirm] = useState<SocialProvider | null>(null);
  const errorKey = socialErrorKey(params.get("snsError"));
  const name = (p: string | null) => t(`providers.${p ?? ""}`, { defaultValue: t("providers.any") });

  const doUnlink = (provider: SocialProvider) => {
    setConfirm(null);
    unlink.mutate(provider, {
      onSuccess: () => useGlobalState.getState().showToast(t("settings.unlinked", { provider: name(provider) })),
    });
  };

  return (
    <section className={sectionClassName} aria-labelledby="settings-social">
      <h2 id="settings-social" className={titleClassName}>
        {t("settings.title")}
      </h2>
      <p className={textClassName}>{t("settings.text")}</p>
      {errorKey ? (
        <p className={`${styles.error} ${styles.inSection}`} role="alert">
          {t(errorKey, { provider: name(params.get("sns")) })}
        </p>
      ) : null}
      <ul className={styles.rows}>
        {SOCIAL_PROVIDERS.map((provider) => {
          const link = links.data?.find((l) => l.provider === provider);
          return (
            <li key={provider} className={styles.row}>
              <span className={`${styles.mark} ${styles[provider]}`}>
                <ProviderIcon provider={provider} size={18} />
              </span>
              <div className={styles.info}>
                <p className={styles.name}>{name(provider)}</p>
                <p className={styles.detail}>
                  {link
                    ? t("settings.linkedOn", {
                        email: link.email ?? "",
                        date: formatDate(seoulDay(link.linkedAt)),
                      })
                    : t("settings.notLinked")}
                </p>
              </div>
              {link ? (
                <button
                  type="button"
                  className={styles.action}
                  disabled={unlink.isPending}
                  onClick={() => setConfirm(provider)}
                  aria-label={t("settings.unlinkNamed", { provider: name(provider) })}
                >
                  {t("settings.unlink")}
                </button>
              ) : (
                <button
                  type="button"
                  className={styles.action}
                  disabled={!links.data || start.isPending}
                  onClick={() => start.mutate({ provider, purpose: "link", redirectPath: null })}
                  aria-label={t("settings.linkNamed", { provider: name(provider) })}
                >
                  {t("settings.link")}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <AlertDialog
        open={confirm !== null}
        title={t("settings.unlinkTitle", { provider: name(confirm) })}
        message={t("settings.unlinkMessage", { provider: name(confirm) })}
        confirmLabel={t("settings.unlink")}
        cancelLabel={t("common:cancel")}
        onConfirm={() => confirm && doUnlink(confirm)}
        onCancel={() => setConfirm(null)}
      />
    </section>
  );
}
