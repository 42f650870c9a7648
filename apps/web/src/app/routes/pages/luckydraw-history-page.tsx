import type { LuckyDrawSummary } from "@cellar/contracts/client";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../components/ui/page-header";
import { useGoBack } from "../../../components/ui/use-go-back";
import { HistoryRoute } from "../../../features/luckydraw/routes/history-route";
import { href } from "../paths";
import { useCurrentRouteName } from "../route-handle";

const entryTo = (d: LuckyDrawSummary) =>
  href(d.state === "DRAWN" ? "luckyDrawWinningDetail" : "luckyDrawApplyDetail", {}, { luckyDrawCd: d.luckyDrawCd });

/** `/luckydraw/history` (my entries) and `/luckydraw/order` (my wins still to pay). */
export default function LuckyDrawHistoryPage() {
  const { t } = useTranslation("routes");
  const toPay = useCurrentRouteName() === "luckyDrawOrder";
  const goBack = useGoBack(href("luckyDraw"));
  return (
    <>
      <PageHeader title={t(toPay ? "luckyDrawOrder" : "luckyDrawHistory")} onBack={goBack} bordered />
      <main>
        <HistoryRoute entryTo={entryTo} listTo={href("luckyDraw")} onlyToPay={toPay} />
      </main>
    </>
  );
}
