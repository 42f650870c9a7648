import { ErrorsRoute } from "../../../features/system/routes/errors-route";
import { href } from "../paths";

export default function ErrorsPage() {
  return <ErrorsRoute homeHref={href("main")} />;
}
