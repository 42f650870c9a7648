import { useSessionState } from "../../../features/auth/state/session-state";
import { MyPickupRoute } from "../../../features/stores/routes/my-pickup-route";
import { href } from "../paths";

const links = {
  finder: href("store"),
  login: href("login", {}, { redirectPath: href("myPickup") }),
  detail: (tnantCd: string) => href("store", {}, { store: tnantCd }),
};

/** `/my/pickup`: the shopper's pick-up store (docs/decisions/324). */
export default function MyPickupPage() {
  const mberNo = useSessionState((s) => s.loginUserInfo?.mberNo ?? null);
  return <MyPickupRoute mberNo={mberNo} links={links} />;
}
