import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../components/ui/page-header";
import { useGoBack } from "../../../components/ui/use-go-back";
import { useSessionState } from "../../../features/auth/state/session-state";
import { DrawListRoute } from "../../../features/luckydraw/routes/draw-list-route";
import { href } from "../paths";

/** `/luckydraw`: the draws by tab; a member sees the way to their entries. */
export default function LuckyDrawPage() {
  const { t } = useTranslation("routes");
  const goBack = useGoBack();
  const isMember = useSessionState((s) => Boolean(s.loginUserInfo?.mberNo));
  return (
    <>
      <PageHeader title={t("luckyDraw")} onBack={goBack} bordered />
      <main>
        <DrawListRoute
          drawTo={(luckyDrawCd) => href("luckyDrawDetail", {}, { luckyDrawCd })}
          historyTo={isMember ? href("luckyDrawHistory") : null}
        />
      </main>
    </>
  );
}
