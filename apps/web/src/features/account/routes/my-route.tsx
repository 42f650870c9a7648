import type { LoginUserInfo } from "@cellar/contracts/client";
import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { AlertDialog } from "../../../components/ui/dialog";
import { ChevronRightIcon } from "../../../components/ui/icons";
import { PageHeader } from "../../../components/ui/page-header";
import { formatCardNumber } from "../../../lib/format/card";
import { formatNumber } from "../../../lib/format/number";
import styles from "../components/account.module.css";
import type { MenuRow } from "../components/menu-rows";
import my from "../components/my.module.css";
import { CountValue, MySection } from "../components/my-sections";
import { isPasswordChangeDue } from "../rules/password-due";

/** Where each entry of my page leads (the app layer builds them from the route table). */
export type MyLinks = {
  // 쇼핑 정보
  orders: string;
  returns: string;
  /** Pre-orders: absent while that area is not built yet. */
  reservations?: string;
  luckyDrawHistory: string;
  rouletteHistory: string;
  wineKeep: string;
  // 혜택
  coupon: string;
  membership: string;
  stamps: string;
  prepaid: string;
  easyPay: string;
  // 활동
  restock: string;
  reviews: string;
  // 이벤트
  events: string;
  specialSales: string;
  // 설정·정보
  pickup: string;
  shipping: string;
  stores: string;
  alarms: string;
  manage: string;
  settings: string;
  // 고객센터
  notices: string;
  faq: string;
  terms: string;
  // account
  changePwd: string;
  login: string;
  join: string;
};

/** What the member has, from the features' own endpoints; a missing value is not shown. */
export type MyCounts = {
  coupons?: number;
  inProgressOrders?: number;
  newAlarms?: number;
  stamps?: number;
  prepaidBalance?: number;
};

type MyRouteProps = {
  links: MyLinks;
  member: LoginUserInfo | null;
  counts?: MyCounts;
  /** `/my?callback=true`: back from an outside page; the member is checked again. */
  onCallback: () => void;
  onLogout: () => Promise<void>;
  /** The wish-list (another feature's section, a list that grows by page): below the menus, so they stay in reach. */
  wishlist?: ReactNode;
};

/**
 * `/my`, the hub of what a member has (decision 437): greeting, grade, card and a benefits summary,
 * then grouped menus as Korean shopping apps group them (쇼핑 정보, 혜택, 활동, 이벤트, 설정·정보,
 * 고객센터) with counts where they help, and logout. A guest sees the public entries only.
 */
export function MyRoute({ links, member, counts = {}, onCallback, onLogout, wishlist }: MyRouteProps) {
  const { t } = useTranslation("account");
  const [params] = useSearchParams();
  const [confirmLogout, setConfirmLogout] = useState(false);
  const isCallback = params.get("callback") === "true";

  // The address keeps its flag: in a browser it is what lets this page skip the landing screen (SPEC §1).
  useEffect(() => {
    if (isCallback) onCallback();
  }, [isCallback, onCallback]);

  const n = (value: number | undefined, key: string) =>
    value === undefined ? null : t(key, { count: value, value: formatNumber(value) });
  /** A badge on a shortcut: only when there is something (in-progress orders, unread alarms). */
  const badge = (value: number | undefined, key: string) =>
    value ? { text: formatNumber(value), label: n(value, key) ?? "" } : null;
  const quick = [
    {
      key: "orders",
      to: links.orders,
      label: t("my.orders"),
      icon: "₩",
      badge: badge(counts.inProgressOrders, "my.inProgress"),
    },
    { key: "coupon", to: links.coupon, label: t("my.coupons"), icon: "%", badge: null },
    { key: "membership", to: links.membership, label: t("my.membership"), icon: "M", badge: null },
    {
      key: "alarms",
      to: links.alarms,
      label: t("my.alarms"),
      icon: "!",
      badge: badge(counts.newAlarms, "my.newCount"),
    },
  ];
  const memberRows = (rows: MenuRow[]) => (member ? rows : []);

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
            <ul className={my.summary} aria-label={t("my.benefits")}>
              {[
                {
                  key: "coupons",
                  to: links.coupon,
                  label: t("my.coupons"),
                  value: n(counts.coupons, "my.couponCount"),
                },
                { key: "stamps", to: links.stamps, label: t("my.stamps"), value: n(counts.stamps, "my.stampCount") },
                {
                  key: "prepaid",
                  to: links.prepaid,
                  label: t("my.prepaid"),
                  value: n(counts.prepaidBalance, "my.won"),
                },
              ].map((item) => (
                <li key={item.key}>
                  <Link to={item.to} className={my.summaryLink}>
                    {item.label}
                    <span className={my.summaryValue}>{item.value ?? "-"}</span>
                  </Link>
                </li>
              ))}
            </ul>
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
        {member ? (
          <nav aria-label={t("my.quick")}>
            <ul className={my.quick}>
              {quick.map((item) => (
                <li key={item.key}>
                  <Link to={item.to} className={my.quickLink}>
                    <span className={my.quickIcon} aria-hidden="true">
                      {item.icon}
                    </span>
                    {item.label}
                    {item.badge ? (
                      <span className={my.quickBadge}>
                        <span aria-hidden="true">{item.badge.text}</span>
                        <span className="visually-hidden">{item.badge.label}</span>
                      </span>
                    ) : null}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <MySection
          id="my-shopping"
          title={t("my.shopping")}
          rows={memberRows([
            {
              key: "orders",
              label: t("my.orderHistory"),
              to: links.orders,
              value: (
                <CountValue text={counts.inProgressOrders ? n(counts.inProgressOrders, "my.inProgress") : null} alert />
              ),
            },
            { key: "returns", label: t("my.returns"), to: links.returns },
            ...(links.reservations
              ? [{ key: "reservations", label: t("my.reservations"), to: links.reservations }]
              : []),
            { key: "luckyDrawHistory", label: t("my.luckyDrawHistory"), to: links.luckyDrawHistory },
            { key: "rouletteHistory", label: t("my.rouletteHistory"), to: links.rouletteHistory },
            { key: "wineKeep", label: t("my.wineKeep"), to: links.wineKeep },
          ])}
        />
        <MySection
          id="my-benefits"
          title={t("my.benefits")}
          rows={memberRows([
            {
              key: "coupon",
              label: t("my.coupons"),
              to: links.coupon,
              value: <CountValue text={n(counts.coupons, "my.couponCount")} />,
            },
            {
              key: "membership",
              label: t("my.membershipGrade"),
              to: links.membership,
              value: <CountValue text={member?.gradNm ?? null} />,
            },
            {
              key: "stamps",
              label: t("my.stamps"),
              to: links.stamps,
              value: <CountValue text={n(counts.stamps, "my.stampCount")} />,
            },
            {
              key: "prepaid",
              label: t("my.prepaid"),
              to: links.prepaid,
              value: <CountValue text={n(counts.prepaidBalance, "my.won")} />,
            },
            { key: "easyPay", label: t("my.easyPay"), to: links.easyPay },
          ])}
        />
        <MySection
          id="my-activity"
          title={t("my.activity")}
          rows={memberRows([
            { key: "restock", label: t("my.restock"), to: links.restock },
            { key: "reviews", label: t("my.reviews"), to: links.reviews },
          ])}
        />
        <MySection
          id="my-events"
          title={t("my.events")}
          rows={[
            { key: "events", label: t("my.eventsBoard"), to: links.events },
            { key: "specialSales", label: t("my.specialSales"), to: links.specialSales },
          ]}
        />
        <MySection
          id="my-menu"
          title={t("my.menu")}
          rows={[
            { key: "pickup", label: t("my.pickup"), to: links.pickup },
            ...memberRows([{ key: "shipping", label: t("my.shipping"), to: links.shipping }]),
            { key: "stores", label: t("my.stores"), to: links.stores },
            ...memberRows([
              {
                key: "alarms",
                label: t("my.alarms"),
                to: links.alarms,
                value: <CountValue text={counts.newAlarms ? n(counts.newAlarms, "my.newCount") : null} alert />,
              },
              { key: "manage", label: t("my.manage"), to: links.manage },
            ]),
            { key: "settings", label: t("my.settings"), to: links.settings },
          ]}
        />
        <MySection
          id="my-support"
          title={t("my.support")}
          rows={[
            { key: "notices", label: t("my.notices"), to: links.notices },
            { key: "faq", label: t("my.faq"), to: links.faq },
            { key: "terms", label: t("my.terms"), to: links.terms },
          ]}
        />
        {member ? wishlist : null}
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
