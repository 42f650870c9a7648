import { redirect } from "react-router";
import { GuideRoute } from "../../../features/system/routes/guide-route";
import { PUB_PAGES_ALLOWED } from "../../env";
import { href } from "../paths";
import type { Route } from "./+types/guide-page";

/** The publisher-review pages (/pub, /pub/*) are not part of a production build (decision 032). */
function refusePubInProduction(request: Request) {
  if (!PUB_PAGES_ALLOWED && new URL(request.url).pathname.startsWith("/pub")) throw redirect(href("notfound"));
  return null;
}

export const loader = ({ request }: Route.LoaderArgs) => refusePubInProduction(request);
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => refusePubInProduction(request);

export default function GuidePage() {
  return <GuideRoute homeHref={href("main")} />;
}
