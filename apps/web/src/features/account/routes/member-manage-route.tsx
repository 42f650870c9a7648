import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PageHeader } from "../../../components/ui/page-header";
import { useGoBack } from "../../../components/ui/use-go-back";
import { formatDate } from "../../../lib/format/date";
import { formatPhone } from "../../../lib/format/phone";
import { useMemberInfo } from "../api/get-member-info";
import styles from "../components/account.module.css";
import { MemberOnly } from "../components/member-only";
import { MenuRows } from "../components/menu-rows";

export type ManageLinks = {
  back: string;
  login: string;
  nickname: string;
  password: string;
  email: string;
  contact: string;
  /** The birthday's calendar (solar or lunar, decision 440). */
  birthday: string;
  emplynum: string;
  quit: string;
};

/** `/member/manage`: the member's details, each changeable item leading to its page, and quitting. */
export function MemberManageRoute({ links, loggedIn }: { links: ManageLinks; loggedIn: boolean }) {
  const { t } = useTranslation("account");
  const goBack = useGoBack(links.back);
  const info = useMemberInfo(loggedIn);
  const d = info.data;
  return (
    <>
      <PageHeader title={t("manage.title")} onBack={goBack} />
      <main>
        <MemberOnly loggedIn={loggedIn} loginHref={links.login}>
          {d ? (
            <>
              <section className={styles.section} aria-labelledby="manage-info">
                <h2 id="manage-info" className={styles.sectionTitle}>
                  {t("manage.info")}
                </h2>
                <MenuRows
                  rows={[
                    { key: "name", label: t("manage.name"), value: d.korMberNm },
                    { key: "id", label: t("manage.loginId"), value: d.loginId },
                    { key: "joined", label: t("manage.joinDate"), value: formatDate(d.firstScrbDe) },
                  ]}
                />
              </section>
              <section className={styles.section} aria-labelledby="manage-change">
                <h2 id="manage-change" className={styles.sectionTitle}>
                  {t("manage.changeTitle")}
                </h2>
                <MenuRows
                  rows={[
                    {
                      key: "nickname",
                      label: t("manage.nickname"),
                      value: d.nickName ?? t("manage.notSet"),
                      to: links.nickname,
                    },
                    {
                      key: "birthday",
                      label: t("manage.birthday"),
                      value: d.birthday
                        ? `${formatDate(d.birthday)} (${t(d.srdSeCode === "02" ? "birthday.lunar" : "birthday.solar")})`
                        : t("manage.notSet"),
                      ...(d.chgBirthday === "Y" ? { to: links.birthday } : {}),
                    },
                    ...(d.chgPassword === "Y"
                      ? [{ key: "password", label: t("manage.password"), to: links.password }]
                      : []),
                    {
                      key: "email",
                      label: t("manage.email"),
                      value: d.email ?? t("manage.notSet"),
                      ...(d.chgEmail === "Y" ? { to: links.email } : {}),
                    },
                    {
                      key: "contact",
                      label: t("manage.contact"),
                      value: d.contactNumber ? formatPhone(d.contactNumber) : t("manage.notSet"),
                      ...(d.chgContactNumber === "Y" ? { to: links.contact } : {}),
                    },
                    {
                      key: "emplynum",
                      label: t("manage.emplynum"),
                      value: d.empNo ?? t("manage.notSet"),
                      to: links.emplynum,
                    },
                  ]}
                />
              </section>
              <div className={`${styles.page} ${styles.end}`}>
                <Link to={links.quit} className={styles.textLink}>
                  {t("manage.quit")}
                </Link>
              </div>
            </>
          ) : null}
        </MemberOnly>
      </main>
    </>
  );
}
