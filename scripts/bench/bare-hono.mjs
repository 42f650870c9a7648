#!/usr/bin/env node
// The baseline of the API load test: a bare Hono app on @hono/node-server answering {ok:true},
// the same framework and server adapter as the API, with no middleware, database or logging.
// `PORT` and `HOST` from the environment; /healthz for the readiness poll.
import { serve } from "@hono/node-server";
import { Hono } from "hono";

const app = new Hono();
app.get("/", (c) => c.json({ ok: true }));
app.get("/healthz", (c) => c.json({ ok: true }));
const server = serve({ fetch: app.fetch, hostname: process.env.HOST ?? "127.0.0.1", port: Number(process.env.PORT) });
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => server.close(() => process.exit(0)));
