import { useState } from "react";
import { useTranslation } from "react-i18next";
import { AccordionItem } from "../../../components/ui/accordion";
import { BottomSheet } from "../../../components/ui/bottom-sheet";
import { Button } from "../../../components/ui/button";
import { Chips } from "../../../components/ui/chips";
import { CtaBar } from "../../../components/ui/cta-bar";
import { AlertDialog } from "../../../components/ui/dialog";
import { EmptyState } from "../../../components/ui/empty-state";
import { PageHeader } from "../../../components/ui/page-header";
import { Spinner } from "../../../components/ui/spinner";
import { Tabs } from "../../../components/ui/tabs";
import { useGoBack } from "../../../components/ui/use-go-back";
import { useGlobalState } from "../../../lib/state/global-state";
import styles from "../components/system-pages.module.css";

type Kind = "all" | "online" | "offline";

/** /guide: the shared UI components, for design review. */
export function GuideRoute({ homeHref }: { homeHref: string }) {
  const { t } = useTranslation("shell");
  const goBack = useGoBack(homeHref);
  const [tab, setTab] = useState<Kind>("all");
  const [chips, setChips] = useState<string[]>(["red"]);
  const [sheetOpen, setSheetOpen] = useState(false);
  const [alertOpen, setAlertOpen] = useState(false);
  const [ctaShown, setCtaShown] = useState(false);
  const showToast = useGlobalState((s) => s.showToast);

  const toggleChip = (value: string) =>
    setChips((list) => (list.includes(value) ? list.filter((v) => v !== value) : [...list, value]));

  return (
    <>
      <PageHeader title={t("routes:guide")} onBack={goBack} bordered />
      <main className={styles.page}>
        <p className={styles.intro}>{t("guide.intro")}</p>
        <section className={styles.section}>
          <h2 className={styles.sectionTitle}>{t("guide.buttons")}</h2>
          <div className={styles.stack}>
            <Button block>Primary</Button>
            <Button block variant="secondary">
              Secondary
            </Button>
            <Button block variant="outline">
              Outline
            </Button>
            <div className={styles.row}>
              <Button size="md" variant="soft">
                Soft
              </Button>
              <Button size="sm">Small</Button>
              <Button size="md" disabled>
                Disabled
              </Button>
              <Button size="md" variant="text">
                Text
              </Button>
            </div>
          </div>
        </section>
        <section className={styles.section}>
          <h2 className={styles.sectionTitle}>{t("guide.tabs")}</h2>
          <Tabs
            label={t("guide.tabs")}
            value={tab}
            onChange={setTab}
            items={[
              { value: "all", label: "전체" },
              { value: "online", label: "온라인" },
              { value: "offline", label: "오프라인" },
            ]}
          />
        </section>
        <section className={styles.section}>
          <h2 className={styles.sectionTitle}>{t("guide.chips")}</h2>
          <Chips
            label={t("guide.chips")}
            selected={chips}
            onToggle={toggleChip}
            items={[
              { value: "red", label: "레드" },
              { value: "white", label: "화이트" },
              { value: "sparkling", label: "스파클링" },
              { value: "rose", label: "로제" },
              { value: "whisky", label: "위스키" },
            ]}
          />
        </section>
        <section className={styles.section}>
          <h2 className={styles.sectionTitle}>{t("guide.accordion")}</h2>
          <AccordionItem title="멤버십 등급은 어떻게 정해지나요?">
            전월 구매 금액을 기준으로 매월 1일에 등급이 정해집니다.
          </AccordionItem>
          <AccordionItem title="쿠폰은 어디에서 사용하나요?">
            온라인 쿠폰은 결제 단계에서 선택하고, 오프라인 쿠폰은 매장 결제 시 바코드를 보여 주세요.
          </AccordionItem>
        </section>
        <section className={styles.section}>
          <h2 className={styles.sectionTitle}>{t("guide.feedback")}</h2>
          <div className={styles.row}>
            <Button size="md" variant="outline" onClick={() => setSheetOpen(true)}>
              {t("guide.openSheet")}
            </Button>
            <Button size="md" variant="outline" onClick={() => setAlertOpen(true)}>
              {t("guide.openAlert")}
            </Button>
            <Button size="md" variant="outline" onClick={() => showToast(t("guide.toastText"))}>
              {t("guide.showToast")}
            </Button>
            <Button size="md" variant="outline" onClick={() => setCtaShown((v) => !v)}>
              {t("guide.ctaSingle")}
            </Button>
            <Spinner size={28} />
          </div>
        </section>
        <section className={styles.section}>
          <h2 className={styles.sectionTitle}>{t("guide.empty")}</h2>
          <EmptyState title={t("guide.emptyTitle")} />
        </section>
      </main>
      <BottomSheet open={sheetOpen} onClose={() => setSheetOpen(false)} title={t("guide.sheetTitle")}>
        <p className={styles.intro}>{t("guide.sheetText")}</p>
      </BottomSheet>
      <AlertDialog open={alertOpen} message={t("guide.alertText")} onConfirm={() => setAlertOpen(false)} />
      {ctaShown ? (
        <CtaBar
          actions={[
            { label: "장바구니", onClick: () => setCtaShown(false), variant: "outline" },
            { label: "바로 구매", onClick: () => setCtaShown(false) },
          ]}
        />
      ) : null}
    </>
  );
}
