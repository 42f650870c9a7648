import { useSessionStore } from "../../../features/auth/stores/session-store";
import { MyPickupRoute } from "../../../features/stores/routes/my-pickup-route";
import { href } from "../paths";

const links = {
  finder: href("store"),
  login: href("login", {}, { redirectPath: href("myPickup") }),
  detail: (tnantCd: string) => href("store", {}, { store: tnantCd }),
};

/** `/my/pickup`: the shopper's pick-up store (docs/decisions/324). */
export default function MyPickupPage() {
  const mberNo = useSessionStore((s) => s.loginUserInfo?.mberNo ?? null);
  return <MyPickupRoute mberNo={mberNo} links={links} />;
}
