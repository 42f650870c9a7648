import { GuideRoute } from "../../../features/system/routes/guide-route";
import { href } from "../paths";

export default function GuidePage() {
  return <GuideRoute homeHref={href("main")} />;
}
