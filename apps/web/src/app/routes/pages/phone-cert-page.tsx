import { safeRedirectPath } from "../../../features/auth/routes/safe-redirect-path";
import { PhoneCertRoute } from "../../../features/cert/routes/phone-cert-route";
import { href } from "../paths";

export default function PhoneCertPage() {
  return <PhoneCertRoute homeHref={href("main")} safePath={safeRedirectPath} />;
}
