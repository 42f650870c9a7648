import { FAQ_CATEGORIES, type FaqCategory } from "@cellar/contracts/client";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { AccordionItem } from "../../../components/ui/accordion";
import { Chips } from "../../../components/ui/chips";
import { EmptyState } from "../../../components/ui/empty-state";
import { RichContent } from "../../../components/ui/rich-content";
import { useFaqs } from "../api/get-faqs";
import { FaqSearch } from "../components/faq-search";
import { LoadError } from "../components/load-error";
import { readFaqCategory, readKeyword } from "../rules/filters";
import styles from "./faq-route.module.css";

type Chip = FaqCategory | "ALL";

/**
 * `/faq`: categories as chips, a search box (question and answer, every word, Korean partial words)
 * and the answers in an accordion; category and words live in the URL (`?category=&keyword=`).
 */
export function FaqRoute() {
  const { t } = useTranslation("content");
  const [search, setSearch] = useSearchParams();
  const category = readFaqCategory(search.get("category"));
  const keyword = readKeyword(search.get("keyword"));
  const query = useFaqs({ category, keyword });
  const go = (next: { category: FaqCategory | null; keyword: string }) =>
    setSearch(
      {
        ...(next.category ? { category: next.category } : {}),
        ...(next.keyword ? { keyword: next.keyword } : {}),
      },
      { replace: true },
    );
  const chips = (["ALL", ...FAQ_CATEGORIES] as Chip[]).map((value) => ({ value, label: t(`faq.category.${value}`) }));
  const faqs = query.data ?? [];

  return (
    <div className={styles.page}>
      <div className={styles.tools}>
        <FaqSearch keyword={keyword} onSearch={(k) => go({ category, keyword: k })} />
        <Chips
          label={t("faq.categories")}
          items={chips}
          selected={[category ?? "ALL"]}
          onToggle={(v) => go({ category: v === "ALL" ? null : v, keyword })}
        />
      </div>
      {query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <div className={styles.list} aria-busy="true">
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <div key={i} className={styles.skeleton} />
          ))}
        </div>
      ) : (
        <>
          {keyword ? (
            <p className={styles.count} role="status">
              {t("faq.results", { keyword, count: faqs.length })}
            </p>
          ) : null}
          {faqs.length === 0 ? (
            <EmptyState
              title={keyword ? t("faq.noResults") : t("faq.empty")}
              description={keyword ? t("faq.noResultsHint") : undefined}
            />
          ) : (
            <div className={styles.list} data-stale={query.isPlaceholderData || undefined}>
              {faqs.map((f) => (
                <AccordionItem
                  key={f.faqNo}
                  title={
                    <span className={styles.question}>
                      <span className={styles.q} aria-hidden="true">
                        Q
                      </span>
                      <span>
                        <span className={styles.category}>{t(`faq.category.${f.category}`)}</span>
                        {f.question}
                      </span>
                    </span>
                  }
                >
                  <RichContent html={f.answerHtml} className={styles.answer} />
                </AccordionItem>
              ))}
            </div>
          )}
        </>
      )}
    </div>
  );
}
