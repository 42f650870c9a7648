import "./styles/index.css";
import { HydrationBoundary, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, Suspense, useState } from "react";
import { I18nextProvider } from "react-i18next";
import { Links, Meta, Outlet, Scripts, useLocation, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import { AppEffects } from "./app/app-effects";
import { isBypassPath } from "./app/browser-fallback/is-bypass-path";
import { LazyBrowserLanding, loadLanding } from "./app/browser-fallback/landing-loader";
import { PUB_PAGES_ALLOWED } from "./app/env";
import { createQueryClient } from "./app/query-client";
import { RouteErrorPage } from "./app/shell/route-error-page";
import { isInApp } from "./lib/bridge/bridge";
import { i18nFor, languageOfCookies, serverI18n } from "./lib/i18n/i18n";
import { useDehydratedState } from "./lib/query/dehydrated-state";
import { RequestInfoProvider, useInApp } from "./lib/request-info";
import { RenderedMemberProvider } from "./lib/state/rendered-member";

/**
 * The document and what every page renders within (decision 372): the language the request asks
 * for (its cookie), the agent (inside the app or an ordinary browser, SPEC §1), the member of the
 * session cookie, and the CSP nonce of the answer's scripts.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const userAgent = request.headers.get("user-agent") ?? "";
  const [session] = await Promise.all([
    context.session(),
    serverI18n(),
    // An ordinary browser gets the landing screen (SPEC §1): its code is only loaded where it shows.
    isInApp(userAgent) ? null : loadLanding(),
  ]);
  return {
    lang: languageOfCookies(request.headers.get("cookie")),
    userAgent,
    member: session.member,
    nonce: context.nonce,
  };
}

/** What the first answer said stays true for the app's life; the stores take over from there. */
export const shouldRevalidate = () => false;

export const meta: Route.MetaFunction = () => [
  { title: "셀러 Cellar" },
  { name: "description", content: "셀러 Cellar — 와인과 주류, 멤버십 혜택을 한 곳에서" },
];

export const links: Route.LinksFunction = () => [{ rel: "icon", type: "image/svg+xml", href: "/favicon.svg" }];

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  return (
    <html lang={data?.lang ?? "ko"}>
      <head>
        <meta charSet="UTF-8" />
        <meta
          name="viewport"
          content="width=device-width, initial-scale=1, maximum-scale=1, user-scalable=no, viewport-fit=cover"
        />
        <meta name="theme-color" content="#ffffff" />
        <meta name="format-detection" content="telephone=no" />
        <Meta />
        <Links />
      </head>
      <body>
        <div id="root">{children}</div>
        <Scripts nonce={data?.nonce} />
      </body>
    </html>
  );
}

/** SPEC §1: outside the native app the landing screen replaces the app, except on bypass pages. */
function AppOrLanding() {
  const inApp = useInApp();
  const location = useLocation();
  const bypass = isBypassPath(`${location.pathname}${location.search}`, { pubPagesAllowed: PUB_PAGES_ALLOWED });
  if (inApp || bypass) return <Outlet />;
  return (
    <Suspense fallback={null}>
      <LazyBrowserLanding />
    </Suspense>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { lang, userAgent, member } = loaderData;
  // One cache per page request on the server, one for the app's life in the browser.
  const [queryClient] = useState(createQueryClient);
  const dehydratedState = useDehydratedState();
  return (
    <RequestInfoProvider userAgent={userAgent}>
      <RenderedMemberProvider member={member}>
        <QueryClientProvider client={queryClient}>
          <I18nextProvider i18n={i18nFor(lang)}>
            <HydrationBoundary state={dehydratedState}>
              <AppEffects renderedIn={lang} />
              <AppOrLanding />
            </HydrationBoundary>
          </I18nextProvider>
        </QueryClientProvider>
      </RenderedMemberProvider>
    </RequestInfoProvider>
  );
}

export function ErrorBoundary() {
  return <RouteErrorPage />;
}
