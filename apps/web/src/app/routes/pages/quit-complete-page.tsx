import { QuitCompleteRoute } from "../../../features/account/routes/quit-complete-route";
import { href } from "../paths";

export default function QuitCompletePage() {
  return <QuitCompleteRoute homeHref={href("main")} />;
}
