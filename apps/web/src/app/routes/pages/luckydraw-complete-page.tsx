import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { PageHeader } from "../../../components/ui/page-header";
import { CompleteRoute } from "../../../features/luckydraw/routes/complete-route";
import { href } from "../paths";

/** `/luckydraw/complete?luckyDrawCd=`: after entering, or back from the winner's card payment. */
export default function LuckyDrawCompletePage() {
  const { t } = useTranslation("luckydraw");
  const [search] = useSearchParams();
  const luckyDrawCd = search.get("luckyDrawCd")?.trim() ?? "";
  return (
    <>
      <PageHeader title={t("title")} bordered />
      <main>
        <CompleteRoute
          luckyDrawCd={luckyDrawCd}
          orderTo={(orderNo) => href("orderHistoryDetail", {}, { orderNo })}
          historyTo={href("luckyDrawHistory")}
          payTo={href("luckyDrawWinnerPay", { luckyDrawCd: luckyDrawCd || "-" })}
        />
      </main>
    </>
  );
}
