import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { PageHeader } from "../../../components/ui/page-header";
import { useGoBack } from "../../../components/ui/use-go-back";
import { useSessionState } from "../../../features/auth/state/session-state";
import { RouletteSpinsRoute } from "../../../features/roulette/routes/roulette-spins-route";
import { href } from "../paths";

/** Where prizes land: the coupon box newest first (the prize at the top), stamps, the prepaid tab. */
const PLACES = {
  coupon: href("coupon", {}, { order: "latest" }),
  membership: href("membership"),
  prepaid: href("membershipPay", {}, { tab: "prepaid" }),
};

/** `/roulette/detail`: my spins and what each won (members; a guest is asked to log in). */
export default function RouletteDetailPage() {
  const { t } = useTranslation("roulette");
  const goBack = useGoBack(href("roulette"));
  const isMember = useSessionState((s) => Boolean(s.loginUserInfo?.mberNo));
  const navigate = useNavigate();
  const location = useLocation();
  const onLoginRequired = () =>
    void navigate(href("login", {}, { redirectPath: `${location.pathname}${location.search}` }));
  return (
    <>
      <PageHeader title={t("detailTitle")} onBack={goBack} bordered />
      <main>
        <RouletteSpinsRoute
          isMember={isMember}
          onLoginRequired={onLoginRequired}
          placeTo={PLACES}
          rouletteTo={href("roulette")}
        />
      </main>
    </>
  );
}
