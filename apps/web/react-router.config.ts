import type { Config } from "@react-router/dev/config";

/**
 * React Router's framework mode (decision 372): the route table is src/routes.ts, pages are rendered
 * on the server by the request handler the API mounts (server/app.ts), and hydrated in the browser.
 * `WEB_BUILD_DIR` moves the build (the bench builds into a folder of its own).
 */
export default {
  appDirectory: "src",
  buildDirectory: process.env.WEB_BUILD_DIR ?? "dist",
  ssr: true,
} satisfies Config;
