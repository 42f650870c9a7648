import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { Chips } from "../../../components/ui/chips";
import { ChevronRightIcon } from "../../../components/ui/icons";
import { RichContent } from "../../../components/ui/rich-content";
import { formatDate } from "../../../lib/format/date";
import { useTermsHistory } from "../api/get-terms";
import { LoadError } from "../components/load-error";
import { groupTerms, type TermsDocument } from "../rules/terms";
import styles from "./terms-route.module.css";

type TermsLinks = { listTo: string; documentTo: (stplatRegNo: string) => string };

/**
 * `/terms`: every terms document with the version in force, or (`?stplatRegNo=`) one document with
 * its versions, the one in force first and shown unless `?ver=` names another (decision 382).
 */
export function TermsRoute({ links }: { links: TermsLinks }) {
  const [search, setSearch] = useSearchParams();
  const stplatRegNo = search.get("stplatRegNo")?.trim() ?? "";
  const query = useTermsHistory();
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) {
    return (
      <div className={styles.list} aria-busy="true">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className={styles.skeleton} />
        ))}
      </div>
    );
  }
  const docs = groupTerms(query.data);
  if (!stplatRegNo) return <TermsList docs={docs} documentTo={links.documentTo} />;
  const doc = docs.find((d) => d.stplatRegNo === stplatRegNo);
  if (!doc) return <LoadError error={null} missing onRetry={() => undefined} listTo={links.listTo} />;
  const ver = search.get("ver") ?? doc.current.ver;
  return (
    <TermsView
      doc={doc}
      ver={ver}
      listTo={links.listTo}
      onVersion={(v) => setSearch(v === doc.current.ver ? { stplatRegNo } : { stplatRegNo, ver: v }, { replace: true })}
    />
  );
}

function TermsList({ docs, documentTo }: { docs: TermsDocument[]; documentTo: (id: string) => string }) {
  const { t } = useTranslation("content");
  return (
    <ul className={styles.list} aria-label={t("terms.listLabel")}>
      {docs.map(({ stplatRegNo, current, versions }) => (
        <li key={stplatRegNo}>
          <Link to={documentTo(stplatRegNo)} className={styles.doc}>
            <span className={styles.docText}>
              <span className={styles.docTitle}>{current.title}</span>
              <span className={styles.docMeta}>
                {t("terms.inForceVersion", { ver: current.ver, date: formatDate(current.effectiveDe) })}
                {versions.length > 1 ? ` · ${t("terms.olderCount", { count: versions.length - 1 })}` : ""}
              </span>
              <span className={styles.tags}>
                <span className={styles.tag}>{t(`terms.agreeAt.${current.agreeAt}`)}</span>
                <span className={styles.tag}>
                  {current.requiredYn === "Y" ? t("terms.required") : t("terms.optional")}
                </span>
              </span>
            </span>
            <ChevronRightIcon size={18} className={styles.chevron} />
          </Link>
        </li>
      ))}
    </ul>
  );
}

function TermsView({
  doc,
  ver,
  listTo,
  onVersion,
}: {
  doc: TermsDocument;
  ver: string;
  listTo: string;
  onVersion: (ver: string) => void;
}) {
  const { t } = useTranslation("content");
  const shown = doc.versions.find((v) => v.ver === ver) ?? doc.current;
  return (
    <article className={styles.view} data-stplat-reg-no={doc.stplatRegNo}>
      <header className={styles.head}>
        <h2 className={styles.title}>{shown.title}</h2>
        <Chips
          label={t("terms.versions")}
          items={doc.versions.map((v) => ({
            value: v.ver,
            label: v.inForce ? t("terms.versionInForce", { ver: v.ver }) : t("terms.version", { ver: v.ver }),
          }))}
          selected={[shown.ver]}
          onToggle={onVersion}
        />
        <p className={styles.effective}>
          {t("terms.effective", { date: formatDate(shown.effectiveDe) })}
          {shown.inForce ? null : <span className={styles.old}> · {t("terms.notInForce")}</span>}
        </p>
      </header>
      <RichContent html={shown.content} className={styles.content} />
      <div className={styles.footer}>
        <Link to={listTo} className={styles.back}>
          {t("terms.all")}
        </Link>
      </div>
    </article>
  );
}
