import { useTranslation } from "react-i18next";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { PageHeader } from "../../../components/ui/page-header";
import { useGoBack } from "../../../components/ui/use-go-back";
import { useSessionState } from "../../../features/auth/state/session-state";
import { rouletteQueryOptions } from "../../../features/roulette/api/get-roulette";
import { RouletteRoute } from "../../../features/roulette/routes/roulette-route";
import { href } from "../paths";
import { clientSide, prefetched } from "../prefetch";

/** Where prizes land: the coupon box newest first (the prize at the top), stamps, the prepaid tab. */
const PLACES = {
  coupon: href("coupon", {}, { order: "latest" }),
  membership: href("membership"),
  prepaid: href("membershipPay", {}, { tab: "prepaid" }),
};

/** The wheel and its odds in the first answer (as a guest sees them; a member's spins come after). */
export const loader = prefetched(async (queryClient, { request }) => {
  const eventCd = new URL(request.url).searchParams.get("eventCd");
  await queryClient.prefetchQuery(rouletteQueryOptions(eventCd, null));
});
export const clientLoader = clientSide;

/** `/roulette?eventCd=`: the roulette event (the current one without a code) and its `Spin`. */
export default function RoulettePage() {
  const { t } = useTranslation("roulette");
  const goBack = useGoBack(href("main"));
  const [search] = useSearchParams();
  const mberNo = useSessionState((s) => s.loginUserInfo?.mberNo ?? null);
  const navigate = useNavigate();
  const location = useLocation();
  const onLoginRequired = () =>
    void navigate(href("login", {}, { redirectPath: `${location.pathname}${location.search}` }));
  return (
    <>
      <PageHeader title={t("title")} onBack={goBack} bordered />
      <main>
        <RouletteRoute
          eventCd={search.get("eventCd")}
          mberNo={mberNo}
          onLoginRequired={onLoginRequired}
          placeTo={PLACES}
          historyTo={href("rouletteDetail")}
        />
      </main>
    </>
  );
}
