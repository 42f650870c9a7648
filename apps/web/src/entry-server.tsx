/**
 * The server render (decision 310): the API process calls `render` for a page navigation and
 * sends the HTML with the data the page used, which the browser hydrates (main.tsx). The page's
 * calls carry the session of the request (the API adds it); the page is rendered for that member.
 * Built by `vite build --ssr` into dist-server/.
 */

import type { LoginUserInfo } from "@cellar/contracts/client";
import { type DehydratedState, dehydrate, type Query, type QueryClient } from "@tanstack/react-query";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter } from "react-router";
import { loadLanding } from "./app/browser-fallback/landing-loader";
import { PUB_PAGES_ALLOWED } from "./app/env";
import { createQueryClient } from "./app/query-client";
import { pageSourceFile } from "./app/routes/page-modules";
import { routeNameOf } from "./app/routes/route-handle";
import { LOGIN_REQUIRED_ROUTES } from "./app/routes/route-rules";
import { buildRoutes } from "./app/routes/router";
import { ServerApp } from "./app/server-app";
import { renderAsMember } from "./app/ssr/member-state";
import { isInApp } from "./lib/bridge/bridge";
import { setFetch } from "./lib/http/transport";
import { DEFERRED_NAMESPACES, loadNamespaces } from "./lib/i18n/i18n";
import { withServerRequest } from "./lib/ssr/server-request";

/** What the browser needs to hydrate the markup: the page's data and the router's (all null loaders). */
export type SsrState = {
  queries: DehydratedState;
  loaderData: Record<string, unknown>;
  /** The member the page was rendered for (from the session cookie), or null for a guest. */
  mberNo: string | null;
};

/** `member`: who the session cookie belongs to, as `/api/check` answered for it (null: a guest). */
export type RenderRequest = { url: string; userAgent: string; member: LoginUserInfo | null };

export type RenderResult =
  | { kind: "page"; status: number; html: string; state: SsrState; pageFile: string }
  /** Not rendered here: the browser renders the page (a failed call, a redirect, nothing matched). */
  | { kind: "skip"; reason: string };

/** Render passes at most: each fetches the queries the previous pass asked for. */
const MAX_PASSES = 4;

let ready: Promise<void> | undefined;

/**
 * Once per process: every call goes to `apiFetch` (the API in-process), and every text namespace
 * is loaded, so no component suspends for its texts in a render.
 */
export function init(apiFetch: typeof fetch): Promise<void> {
  setFetch(apiFetch);
  ready ??= loadNamespaces(DEFERRED_NAMESPACES);
  return ready;
}

const wantsFetch = (q: Query) => {
  const enabled = (q.options as { enabled?: unknown }).enabled;
  const on = typeof enabled === "function" ? enabled(q) : enabled;
  return on !== false && q.state.status === "pending" && q.state.fetchStatus === "idle";
};

async function fetchAsked(queryClient: QueryClient): Promise<{ asked: number; failed: boolean }> {
  const asked = queryClient.getQueryCache().findAll().filter(wantsFetch);
  const results = await Promise.allSettled(asked.map((q) => q.fetch(q.options)));
  return { asked: asked.length, failed: results.some((r) => r.status === "rejected") };
}

export async function render(request: RenderRequest): Promise<RenderResult> {
  if (!ready) throw new Error("entry-server: init() first");
  await ready;
  const handler = createStaticHandler(buildRoutes(PUB_PAGES_ALLOWED));
  const context = await handler.query(new Request(new URL(request.url, "http://cellar.local")));
  if (context instanceof Response) return { kind: "skip", reason: `route answered ${context.status}` };
  const name = routeNameOf(context.matches.map((m) => m.route));
  if (!name) return { kind: "skip", reason: "no route" };
  // A guest on a members' page is sent to login by the browser (or sees it as a guest outside the app).
  if (!request.member && LOGIN_REQUIRED_ROUTES.includes(name)) return { kind: "skip", reason: "members only" };

  // An ordinary browser gets the landing screen, loaded on demand (decision 313).
  if (!isInApp(request.userAgent)) await loadLanding();
  const queryClient = createQueryClient();
  const router = createStaticRouter(handler.dataRoutes, context);
  const renderOnce = () =>
    withServerRequest({ userAgent: request.userAgent }, () =>
      renderAsMember(request.member, () =>
        renderToString(<ServerApp queryClient={queryClient} router={router} context={context} />),
      ),
    );

  let html = renderOnce();
  for (let pass = 1; pass < MAX_PASSES; pass++) {
    const { asked, failed } = await fetchAsked(queryClient);
    if (failed) return { kind: "skip", reason: "a call failed" };
    if (asked === 0) break;
    html = renderOnce();
  }
  return {
    kind: "page",
    status: context.statusCode,
    html,
    state: {
      queries: dehydrate(queryClient),
      loaderData: context.loaderData,
      mberNo: request.member?.mberNo ?? null,
    },
    pageFile: pageSourceFile(name),
  };
}
