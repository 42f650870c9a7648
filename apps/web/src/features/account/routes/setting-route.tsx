import { AGREE_RECEPTION_TYPES } from "@cellar/contracts/client";
import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { AlertDialog } from "../../../components/ui/dialog";
import { PageHeader } from "../../../components/ui/page-header";
import { useGoBack } from "../../../components/ui/use-go-back";
import type { PermissionType } from "../../../lib/bridge/types";
import { formatDate } from "../../../lib/format/date";
import { useGlobalState } from "../../../lib/state/global-state";
import { useConsents, useUpdateConsents } from "../api/consents";
import {
  PERMISSION_TYPES,
  type Permissions,
  permissionsQueryKey,
  recheckPermission,
  useAppVersion,
  usePermissions,
} from "../api/native-permissions";
import styles from "../components/account.module.css";
import { MenuRows } from "../components/menu-rows";
import { Switch } from "../components/switch";

type SettingRouteProps = {
  homeHref: string;
  loggedIn: boolean;
  onLogout: () => Promise<void>;
  /** Sections the app layer adds for a member (linked social accounts), given this page's section styles. */
  memberSections?: (classes: { section: string; title: string; text: string }) => ReactNode;
};

/** `/my/setting`: marketing consents per channel, the app's permissions and version, logout. */
export function SettingRoute({ homeHref, loggedIn, onLogout, memberSections }: SettingRouteProps) {
  const { t } = useTranslation("account");
  const goBack = useGoBack(homeHref);
  const queryClient = useQueryClient();
  const consents = useConsents(loggedIn);
  const update = useUpdateConsents();
  const permissions = usePermissions();
  const version = useAppVersion();
  const [confirmLogout, setConfirmLogout] = useState(false);

  const toggle = (code: (typeof AGREE_RECEPTION_TYPES)[number]["code"], name: string, on: boolean) => {
    update.mutate([{ agreRecptnTyCode: code, recptnAtSeCode: on ? "Y" : "N" }], {
      onSuccess: (list) => {
        const day = list.find((c) => c.agreRecptnTyCode === code)?.agreDe ?? "";
        const channel = t(`settings.channels.${name}`);
        // Korean marketing law: tell the member the result and the day of every consent change.
        useGlobalState
          .getState()
          .showToast(t(on ? "settings.agreed" : "settings.declined", { channel, date: formatDate(day) }));
      },
    });
  };

  const recheck = async (type: PermissionType) => {
    try {
      const yn = await recheckPermission(type);
      queryClient.setQueryData<Permissions>(permissionsQueryKey, (p) => (p ? { ...p, [type]: yn } : p));
    } catch {
      useGlobalState.getState().showToast(t("settings.onlyInApp"));
    }
  };

  return (
    <>
      <PageHeader title={t("settings.title")} onBack={goBack} />
      <main>
        {loggedIn ? (
          <section className={styles.section} aria-labelledby="settings-marketing">
            <h2 id="settings-marketing" className={styles.sectionTitle}>
              {t("settings.marketing")}
            </h2>
            <p className={styles.sectionText}>{t("settings.marketingText")}</p>
            <MenuRows
              rows={AGREE_RECEPTION_TYPES.map(({ code, name }) => {
                const consent = consents.data?.find((c) => c.agreRecptnTyCode === code);
                return {
                  key: code,
                  label: t(`settings.channels.${name}`),
                  help: consent?.agreDe ? t("settings.changedOn", { date: formatDate(consent.agreDe) }) : undefined,
                  value: (
                    <Switch
                      label={t(`settings.channels.${name}`)}
                      checked={consent?.recptnAtSeCode === "Y"}
                      disabled={!consents.data || update.isPending}
                      onChange={(on) => toggle(code, name, on)}
                    />
                  ),
                };
              })}
            />
          </section>
        ) : null}
        {loggedIn && memberSections
          ? memberSections({
              section: styles.section ?? "",
              title: styles.sectionTitle ?? "",
              text: styles.sectionText ?? "",
            })
          : null}
        <section className={styles.section} aria-labelledby="settings-permissions">
          <h2 id="settings-permissions" className={styles.sectionTitle}>
            {t("settings.permissions")}
          </h2>
          <p className={styles.sectionText}>
            {permissions.isError ? t("settings.onlyInApp") : t("settings.permissionsText")}
          </p>
          {permissions.data ? (
            <MenuRows
              rows={PERMISSION_TYPES.map((type) => {
                const allowed = permissions.data[type] === "Y";
                return {
                  key: type,
                  label: t(`settings.permission.${type}`),
                  help: t(`settings.permissionHelp.${type}`),
                  value: (
                    <>
                      <span className={`${styles.badge} ${allowed ? styles.badgeOn : ""}`}>
                        {allowed ? t("settings.allowed") : t("settings.denied")}
                      </span>
                      <button
                        type="button"
                        className={styles.textLink}
                        onClick={() => void recheck(type)}
                        aria-label={`${t(`settings.permission.${type}`)} ${t("settings.recheck")}`}
                      >
                        {t("settings.recheck")}
                      </button>
                    </>
                  ),
                };
              })}
            />
          ) : null}
        </section>
        <section className={styles.section} aria-labelledby="settings-app">
          <h2 id="settings-app" className="visually-hidden">
            {t("settings.appVersion")}
          </h2>
          <MenuRows
            rows={[
              {
                key: "version",
                label: t("settings.appVersion"),
                value: version.data ? t("settings.version", { version: version.data }) : t("settings.onlyInApp"),
              },
            ]}
          />
        </section>
        {loggedIn ? (
          <div className={styles.page}>
            <button
              type="button"
              className={`${styles.outlineLink} ${styles.block}`}
              onClick={() => setConfirmLogout(true)}
            >
              {t("settings.logout")}
            </button>
          </div>
        ) : null}
      </main>
      <AlertDialog
        open={confirmLogout}
        message={t("settings.logoutConfirm")}
        confirmLabel={t("settings.logout")}
        cancelLabel={t("common:cancel")}
        onCancel={() => setConfirmLogout(false)}
        onConfirm={() => {
          setConfirmLogout(false);
          void onLogout();
        }}
      />
    </>
  );
}
