import { safeRedirectPath } from "../../../features/auth/routes/safe-redirect-path";
import { CertCallbackRoute } from "../../../features/cert/routes/cert-callback-route";
import { href } from "../paths";

export default function CertCallbackPage() {
  return <CertCallbackRoute homeHref={href("main")} safePath={safeRedirectPath} />;
}
