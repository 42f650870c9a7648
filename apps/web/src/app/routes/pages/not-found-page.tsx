import { NotFoundRoute } from "../../../features/system/routes/not-found-route";
import { href } from "../paths";

export default function NotFoundPage() {
  return <NotFoundRoute homeHref={href("main")} />;
}
