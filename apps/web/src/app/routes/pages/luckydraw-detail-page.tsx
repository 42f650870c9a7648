import type { LuckyDrawDetail } from "@cellar/contracts/client";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { PageHeader } from "../../../components/ui/page-header";
import { useGoBack } from "../../../components/ui/use-go-back";
import { useSessionState } from "../../../features/auth/state/session-state";
import { DrawDetailRoute } from "../../../features/luckydraw/routes/draw-detail-route";
import { href } from "../paths";

const entryTo = (d: LuckyDrawDetail) =>
  href(d.state === "DRAWN" ? "luckyDrawWinningDetail" : "luckyDrawApplyDetail", {}, { luckyDrawCd: d.luckyDrawCd });

/** `/luckydraw/detail?luckyDrawCd=`: a draw's rules, eligibility, pick-up store and Apply. */
export default function LuckyDrawDetailPage() {
  const { t } = useTranslation("routes");
  const goBack = useGoBack(href("luckyDraw"));
  const [search] = useSearchParams();
  const luckyDrawCd = search.get("luckyDrawCd")?.trim() ?? "";
  const isMember = useSessionState((s) => Boolean(s.loginUserInfo?.mberNo));
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <>
      <PageHeader title={t("luckyDrawDetail")} onBack={goBack} bordered />
      <main>
        <DrawDetailRoute
          key={luckyDrawCd}
          luckyDrawCd={luckyDrawCd}
          isMember={isMember}
          onLoginRequired={() =>
            void navigate(href("login", {}, { redirectPath: `${location.pathname}${location.search}` }))
          }
          onApplied={(cd) => void navigate(href("luckyDrawComplete", {}, { luckyDrawCd: cd }))}
          entryTo={entryTo}
        />
      </main>
    </>
  );
}
