import type { LoginUserInfo } from "@cellar/contracts/client";
import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { AlertDialog } from "../../../components/ui/dialog";
import { ChevronRightIcon } from "../../../components/ui/icons";
import { PageHeader } from "../../../components/ui/page-header";
import { formatCardNumber } from "../../../lib/format/card";
import styles from "../components/account.module.css";
import { MenuRows } from "../components/menu-rows";
import my from "../components/my.module.css";
import { isPasswordChangeDue } from "../rules/password-due";

export type MyLinks = {
  coupon: string;
  membership: string;
  orders: string;
  alarms: string;
  settings: string;
  /** The shopper's pick-up store and the store finder (issue 5). */
  pickup: string;
  stores: string;
  /** Customer service: the chain's notices, FAQ and terms (issue 21). */
  notices: string;
  faq: string;
  terms: string;
  /** Events: my lucky-draw entries, my roulette spins, the events board, special sales (issue 22). */
  luckyDrawHistory: string;
  rouletteHistory: string;
  events: string;
  /** My kept wine at the stores (issue 23). */
  wineKeep: string;
  specialSales: string;
  manage: string;
  changePwd: string;
  login: string;
  join: string;
};

type MyRouteProps = {
  links: MyLinks;
  member: LoginUserInfo | null;
  /** `/my?callback=true`: back from an outside page; the member is checked again. */
  onCallback: () => void;
  onLogout: () => Promise<void>;
  /** Sections other features add below the shortcuts (the app layer composes them, e.g. the wish-list). */
  children?: ReactNode;
};

/** `/my`: greeting, grade and card, the member's shortcuts, account menu and logout. */
export function MyRoute({ links, member, onCallback, onLogout, children }: MyRouteProps) {
  const { t } = useTranslation("account");
  const [params] = useSearchParams();
  const [confirmLogout, setConfirmLogout] = useState(false);
  const isCallback = params.get("callback") === "true";

  // The address keeps its flag: in a browser it is what lets this page skip the landing screen (SPEC §1).
  useEffect(() => {
    if (isCallback) onCallback();
  }, [isCallback, onCallback]);

  const quick = [
    { key: "coupon", to: links.coupon, label: t("my.coupons"), icon: "%" },
    { key: "membership", to: links.membership, label: t("my.membership"), icon: "M" },
    { key: "orders", to: links.orders, label: t("my.orders"), icon: "₩" },
    { key: "alarms", to: links.alarms, label: t("my.alarms"), icon: "!" },
  ];

  return (
    <>
      <PageHeader title={t("my.title")} />
      <main>
        {member ? (
          <section className={my.profile} aria-label={t("my.title")}>
            <p className={my.greeting}>{t("my.greeting", { name: member.korMberNm })}</p>
            <p className={my.meta}>
              <span className={my.grade}>{member.gradNm}</span>
              <span>{t("my.loginId", { id: member.loginId })}</span>
            </p>
            {member.mbrshCardNo ? (
              <p className={my.card}>{t("my.cardNumber", { number: formatCardNumber(member.mbrshCardNo) })}</p>
            ) : null}
            <Link to={links.manage} className={my.manageLink}>
              {t("my.manage")}
              <ChevronRightIcon size={16} />
            </Link>
          </section>
        ) : (
          <section className={my.guest}>
            <p>{t("my.guestTitle")}</p>
            <Link to={links.login} className={styles.primaryLink}>
              {t("my.guestLogin")}
            </Link>
            <Link to={links.join} className={styles.outlineLink}>
              {t("my.guestJoin")}
            </Link>
          </section>
        )}
        {member && isPasswordChangeDue(member.pwdChngLmttDe) ? (
          <div className={my.due} role="note">
            <p>{t("my.passwordDue")}</p>
            <Link to={links.changePwd} className={my.dueLink}>
              {t("my.passwordDueLink")}
            </Link>
          </div>
        ) : null}
        <nav aria-label={t("my.quick")}>
          <ul className={my.quick}>
            {quick.map((item) => (
              <li key={item.key}>
                <Link to={item.to} className={my.quickLink}>
                  <span className={my.quickIcon} aria-hidden="true">
                    {item.icon}
                  </span>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {children}
        <section className={styles.section} aria-labelledby="my-events">
          <h2 id="my-events" className={styles.sectionTitle}>
            {t("my.events")}
          </h2>
          <MenuRows
            rows={[
              ...(member
                ? [
                    { key: "luckyDrawHistory", label: t("my.luckyDrawHistory"), to: links.luckyDrawHistory },
                    { key: "rouletteHistory", label: t("my.rouletteHistory"), to: links.rouletteHistory },
                  ]
                : []),
              { key: "events", label: t("my.eventsBoard"), to: links.events },
              { key: "specialSales", label: t("my.specialSales"), to: links.specialSales },
            ]}
          />
        </section>
        <section className={styles.section} aria-labelledby="my-menu">
          <h2 id="my-menu" className={styles.sectionTitle}>
            {t("my.menu")}
          </h2>
          <MenuRows
            rows={[
              { key: "pickup", label: t("my.pickup"), to: links.pickup },
              ...(member ? [{ key: "wineKeep", label: t("my.wineKeep"), to: links.wineKeep }] : []),
              { key: "stores", label: t("my.stores"), to: links.stores },
              ...(member ? [{ key: "manage", label: t("my.manage"), to: links.manage }] : []),
              { key: "settings", label: t("my.settings"), to: links.settings },
            ]}
          />
        </section>
        <section className={styles.section} aria-labelledby="my-support">
          <h2 id="my-support" className={styles.sectionTitle}>
            {t("my.support")}
          </h2>
          <MenuRows
            rows={[
              { key: "notices", label: t("my.notices"), to: links.notices },
              { key: "faq", label: t("my.faq"), to: links.faq },
              { key: "terms", label: t("my.terms"), to: links.terms },
            ]}
          />
        </section>
        {member ? (
          <button type="button" className={my.logout} onClick={() => setConfirmLogout(true)}>
            {t("my.logout")}
          </button>
        ) : null}
      </main>
      <AlertDialog
        open={confirmLogout}
        message={t("my.logoutConfirm")}
        confirmLabel={t("my.logout")}
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
