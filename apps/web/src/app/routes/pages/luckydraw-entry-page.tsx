import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { PageHeader } from "../../../components/ui/page-header";
import { useGoBack } from "../../../components/ui/use-go-back";
import { EntryRoute } from "../../../features/luckydraw/routes/entry-route";
import { href } from "../paths";
import { useCurrentRouteName } from "../route-handle";

/** `/luckydraw/apply/detail` and `/luckydraw/winning/detail` (`?luckyDrawCd=`): my entry and its result. */
export default function LuckyDrawEntryPage() {
  const { t } = useTranslation("routes");
  const routeName =
    useCurrentRouteName() === "luckyDrawWinningDetail" ? "luckyDrawWinningDetail" : "luckyDrawApplyDetail";
  const goBack = useGoBack(href("luckyDrawHistory"));
  const [search] = useSearchParams();
  const luckyDrawCd = search.get("luckyDrawCd")?.trim() ?? "";
  return (
    <>
      <PageHeader title={t(routeName)} onBack={goBack} bordered />
      <main>
        <EntryRoute
          key={luckyDrawCd}
          luckyDrawCd={luckyDrawCd}
          payTo={href("luckyDrawWinnerPay", { luckyDrawCd: luckyDrawCd || "-" })}
          orderTo={(orderNo) => href("orderHistoryDetail", {}, { orderNo })}
          drawTo={href("luckyDrawDetail", {}, { luckyDrawCd })}
        />
      </main>
    </>
  );
}
