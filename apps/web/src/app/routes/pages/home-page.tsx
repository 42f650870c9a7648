import { useSessionStore } from "../../../features/auth/stores/session-store";
import { HomeRoute } from "../../../features/home/routes/home-route";
import { href } from "../paths";

const links = {
  home: href("main"),
  cart: href("cart"),
  login: href("login"),
  store: href("store"),
  coupon: href("coupon"),
  luckyDraw: href("luckyDraw"),
  membership: href("membership"),
};

export default function HomePage() {
  const memberName = useSessionStore((s) => s.userInfo?.korMberNm ?? null);
  return <HomeRoute links={links} memberName={memberName} />;
}
