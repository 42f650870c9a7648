import {
  API_PREFIXES,
  COMMUNITY_LIMITS,
  COMMUNITY_PHOTO_UPLOAD_PATH,
  REVIEW_LIMITS,
  REVIEW_PHOTO_UPLOAD_PATH,
  TOKEN_HEADERS,
} from "@cellar/contracts";
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import type { Logger } from "pino";
import { registerAddressSearchRoutes } from "../adapters/address-search/address-search.routes";
import { createSandboxAddressSearch } from "../adapters/address-search/sandbox.adapter";
import { registerPaymentsRoutes } from "../adapters/payment/payments.routes";
import type { PaymentsDeps } from "../adapters/payment/payments.usecases";
import { createSandboxGateway } from "../adapters/payment/sandbox/sandbox.gateway";
import { registerSandboxPayRoutes } from "../adapters/payment/sandbox/sandbox.routes";
import { registerAlarmsRoutes } from "../modules/alarms";
import { authenticate, createAuthDeps, registerAuthRoutes } from "../modules/auth";
import { registerCardRoutes } from "../modules/card";
import { registerCartRoutes } from "../modules/cart";
import {
  orderFulfilment,
  registerCheckoutRoutes,
  registerEasyPayRoutes,
  registerStoreOrderRoutes,
  startCheckoutJobs,
  voidOrder,
} from "../modules/checkout";
import { registerCodesRoutes } from "../modules/codes";
import { registerContentRoutes, registerStoreContentRoutes } from "../modules/content";
import { registerCouponsRoutes } from "../modules/coupons";
import { fulfilLuckyDraw } from "../modules/luckydraw";
import { createMembersDeps, loadLoginUserInfo, registerMembersRoutes } from "../modules/members";
import { purchaseAmountSince, registerOrdersRoutes } from "../modules/orders";
import { fulfilPaidMembership, isPaidMember, registerPaidMembershipRoutes } from "../modules/paid-membership";
import { fulfilPreorder, voidPreorder } from "../modules/preorders";
import { admitPrepaidCharge, fulfilPrepaidCharge, registerPrepaidRoutes } from "../modules/prepaid";
import { fulfilReturnFee, registerReturnsRoutes, serveReturnPhotos, startReturnsJobs } from "../modules/returns";
import { registerRouletteRoutes } from "../modules/roulette";
import { registerSpecialSalesRoutes, registerStoreSpecialSalesRoutes } from "../modules/special-sales";
import { registerStampsRoutes } from "../modules/stamps";
import { mapConfigOf, mapCspSources, registerStoresRoutes } from "../modules/stores";
import { registerVersionRoutes } from "../modules/version";
import { keepPaidOrder, registerWineKeepRoutes, startWineKeepJobs } from "../modules/wine-keep";
import { registerAccountArea } from "./areas/account-area";
import { registerCatalogueArea } from "./areas/catalogue-area";
import { registerCommunityArea } from "./areas/community-area";
import { registerEngagementArea } from "./areas/engagement-area";
import { registerLuckyDrawArea } from "./areas/luckydraw-area";
import { registerPreordersArea } from "./areas/preorders-area";
import { type Clock, systemClock } from "./clock";
import type { Config } from "./config";
import { requestHeader } from "./http/client-addr";
import type { AppEnv } from "./http/context";
import { fail, failForStatus } from "./http/envelope";
import { AppError } from "./http/errors";
import { requestPipeline } from "./http/pipeline";
import { createRouter } from "./http/route";
import { mountWebApp } from "./http/web";
import { createJobHost, enterJobHost, type JobHost, leaveJobHost } from "./jobs";
import { migrationsApplied } from "./migrate";
import type { Database } from "./query";
import type { Keys } from "./secrets";

export type AppDeps = {
  config: Config;
  database: Database;
  keys: Keys;
  logger: Logger;
  clock?: Clock;
  /** Start the background jobs (lucky draws at their announcement time, decision 392): main.ts only. */
  jobs?: boolean;
  /** Where the jobs started are kept, to be stopped on shutdown (main.ts, decision 444). */
  jobHost?: JobHost;
  /** Set `draining` once a shutdown began: `/readyz` then answers 503 (decision 444). */
  lifecycle?: Lifecycle;
};

export type Lifecycle = { draining: boolean };

const tooLarge = (c: Context) => c.json(fail("9999", "요청 본문이 너무 큽니다"), 413);

const API_PATH = new RegExp(`^/(${API_PREFIXES.join("|")})(/|$)`);
/** Any `/…-api/…` path, including prefixes that do not exist: never answered with the web page. */
const isApiPath = (path: string) => API_PATH.test(path) || /^\/[^/]+-api(\/|$)/.test(path);

export function createApp(deps: AppDeps): Hono<AppEnv> {
  const { config, database, keys, logger } = deps;
  const clock = deps.clock ?? systemClock;
  const app = new Hono<AppEnv>();
  // Jobs the modules start below belong to this instance: locked on its database, stopped with it.
  const jobHost = deps.jobHost ?? createJobHost(database);
  enterJobHost(jobHost);

  // 1 MB for every API body but review photo uploads, which take one image of up to 5 MB
  // (REVIEW_LIMITS.maxPhotoBytes) plus the multipart envelope; the handler checks the file itself.
  const jsonBodyLimit = bodyLimit({ maxSize: 1024 * 1024, onError: tooLarge });
  const photoBodyLimit = bodyLimit({ maxSize: REVIEW_LIMITS.maxPhotoBytes + 64 * 1024, onError: tooLarge });
  // Community photos (issue 21) take up to 10 MB before the server resizes them.
  const communityPhotoBodyLimit = bodyLimit({ maxSize: COMMUNITY_LIMITS.maxPhotoBytes + 64 * 1024, onError: tooLarge });
  // Client address, request log, security headers on every answer; API answers are also never
  // cached, expose the token headers, have their body limited and are gzipped over 1 KB for a
  // client that accepts it (the web app's files are compressed at build time, http/web.ts).
  const mapCsp = mapCspSources(config.maps);
  const csp = {
    scriptSrc: [
      ...(config.remarketingScriptUrl ? [new URL(config.remarketingScriptUrl).origin] : []),
      ...mapCsp.scriptSrc,
    ],
    imgSrc: mapCsp.imgSrc,
  };
  const pipeline = requestPipeline({
    trustProxy: config.trustProxy,
    logger,
    csp,
    apiHeaders: { "access-control-expose-headers": TOKEN_HEADERS.join(", "), "cache-control": "no-store" },
    apiBodyLimit: (path) =>
      path.endsWith(REVIEW_PHOTO_UPLOAD_PATH)
        ? photoBodyLimit
        : path.endsWith(COMMUNITY_PHOTO_UPLOAD_PATH)
          ? communityPhotoBodyLimit
          : jsonBodyLimit,
  });
  app.use(pipeline.everyRequest);
  app.use(pipeline.apiRequest);

  app.get("/healthz", async (c) => {
    try {
      await database.db.execute("select 1");
      return c.json({ status: "ok", db: database.kind });
    } catch (error) {
      logger.error({ err: describeError(error) }, "health check failed");
      return c.json({ status: "error", db: database.kind }, 503);
    }
  });
  // Readiness for a load balancer (decision 444): the database answers, every migration of this
  // build is applied, and no shutdown has begun. `/healthz` stays the liveness check.
  app.get("/readyz", async (c) => {
    if (deps.lifecycle?.draining) return c.json({ status: "draining" }, 503);
    try {
      if (!(await migrationsApplied(database))) return c.json({ status: "migrating", db: database.kind }, 503);
      return c.json({ status: "ready", db: database.kind });
    } catch (error) {
      logger.error({ err: describeError(error) }, "readiness check failed");
      return c.json({ status: "error", db: database.kind }, 503);
    }
  });

  const authDeps = createAuthDeps({
    db: database.db,
    keys,
    clock,
    accessTtlSeconds: config.accessTokenTtlSeconds,
    refreshTtlDays: config.refreshTokenTtlDays,
    rateLimit: config.loginRateLimit,
    // Several instances on one PostgreSQL: the session is read where they all see it (decision 447).
    sessionsShared: database.kind === "postgres",
  });
  const membersDeps = createMembersDeps({ db: database.db, keys, clock, purchaseAmountSince, isPaidMember });
  const router = createRouter(app, {
    authenticate: (c) => authenticate(authDeps, requestHeader(c, "x-scm-token")),
    validateResponses: config.nodeEnv !== "production",
  });
  registerAuthRoutes(router, authDeps, (mberNo) => loadLoginUserInfo(membersDeps, mberNo));
  registerMembersRoutes(router, membersDeps);
  registerCodesRoutes(router, database.db);
  registerVersionRoutes(router, database.db);
  registerAlarmsRoutes(router, database.db, clock);
  registerCartRoutes(router, { db: database.db, clock });
  registerAccountArea(app, router, {
    db: database.db,
    clock,
    auth: authDeps,
    loadUserInfo: (mberNo) => loadLoginUserInfo(membersDeps, mberNo),
  });
  // Benefits (issue 3): coupons, orders panel, stamps, paid membership, payments, prepaid, card.
  const paymentsDeps: PaymentsDeps = {
    db: database.db,
    clock,
    gateway: createSandboxGateway(database.db),
    fulfilments: {
      PAID_MEMBERSHIP: fulfilPaidMembership,
      PREPAID_CHARGE: fulfilPrepaidCharge,
      // An order paid with "keep at the store" becomes a wine keep in the same transaction (decision 407).
      ORDER: orderFulfilment(keepPaidOrder),
      LUCKY_DRAW: fulfilLuckyDraw,
      RETURN_FEE: fulfilReturnFee,
      PREORDER: fulfilPreorder,
    },
    voids: { ORDER: voidOrder, PREORDER: voidPreorder },
    admissions: { PREPAID_CHARGE: admitPrepaidCharge },
  };
  registerCouponsRoutes(router, { db: database.db, clock });
  registerOrdersRoutes(router, database.db);
  registerStampsRoutes(router, { db: database.db, clock });
  registerPaidMembershipRoutes(router, paymentsDeps);
  registerPaymentsRoutes(router, paymentsDeps);
  registerPrepaidRoutes(router, paymentsDeps);
  registerCardRoutes(router, { db: database.db, clock });
  registerSandboxPayRoutes(app, database.db, clock);
  // Catalogue and discovery (issue 4).
  registerCatalogueArea(app, router, { db: database.db, clock, logger });
  registerEngagementArea(app, router, { db: database.db, clock, logger });
  // Cart, checkout and payment (issue 6); fixed order paths are mounted before `/api/orders/:orderNo`.
  const checkoutGiven = { db: database.db, clock, payments: paymentsDeps, onOrderPaid: keepPaidOrder };
  registerCheckoutRoutes(router, checkoutGiven);
  // Unpaid orders past their hold give back what they held, whoever placed them (decision 456).
  if (deps.jobs) startCheckoutJobs(checkoutGiven, logger);
  registerEasyPayRoutes(router, checkoutGiven);
  registerStoreOrderRoutes(router, { db: database.db, clock, payments: paymentsDeps }, config.mngrApiKey);
  // The chain's content (issue 21): notices, FAQ, events, and their store side.
  registerContentRoutes(router, { db: database.db, clock });
  registerStoreContentRoutes(router, { db: database.db, clock }, config.mngrApiKey);
  // The roulette (issue 22): events, spins, and the store side's event creation.
  registerRouletteRoutes(router, { db: database.db, clock }, config.mngrApiKey);
  // Special sales (issue 22): the invitation code, the guest's session, special cart and pick-up orders.
  const specialSalesDeps = { db: database.db, clock, gateway: paymentsDeps.gateway };
  registerSpecialSalesRoutes(router, specialSalesDeps);
  registerStoreSpecialSalesRoutes(router, specialSalesDeps, config.mngrApiKey);
  // Lucky draws (issue 22): draws, entries, the winner's payment, alarms and pushes, the draw jobs.
  registerLuckyDrawArea(router, {
    db: database.db,
    clock,
    logger,
    payments: paymentsDeps,
    mngrApiKey: config.mngrApiKey,
    jobs: deps.jobs ?? false,
  });
  // Pre-orders (issue 24): reservations paid in full, the store side's arrival and hand-over, the job.
  registerPreordersArea(router, {
    db: database.db,
    clock,
    logger,
    payments: paymentsDeps,
    mngrApiKey: config.mngrApiKey,
    jobs: deps.jobs ?? false,
  });
  // Returns and exchanges (issue 23): requests, the fee's payment, the store side's moves, photos.
  const returnsDeps = { db: database.db, clock, payments: paymentsDeps };
  registerReturnsRoutes(router, returnsDeps, config.mngrApiKey);
  serveReturnPhotos(app, database.db);
  // Owed partial cancels of refunded returns are tried again (decision 421).
  if (deps.jobs) startReturnsJobs(returnsDeps, logger);
  // Wine keep (issue 23): kept bottles, the store side's hand-overs, the reminder job (decisions 407–409).
  registerWineKeepRoutes(router, { db: database.db, clock }, config.mngrApiKey);
  if (deps.jobs) startWineKeepJobs({ db: database.db, clock }, logger);
  // Community (issue 21).
  registerCommunityArea(app, router, { db: database.db, clock, mngrApiKey: config.mngrApiKey });
  // Korean address search for the address book (issue 25, decision 426): the sandbox directory.
  registerAddressSearchRoutes(router, createSandboxAddressSearch(database.db));
  // Stores (issue 5).
  registerStoresRoutes(router, { db: database.db, clock }, mapConfigOf(config.maps));
  router.mount("appConfig", async () => ({
    appStoreUrlIos: config.appStoreUrlIos,
    appStoreUrlAndroid: config.appStoreUrlAndroid,
    remarketingScriptUrl: config.remarketingScriptUrl ?? null,
  }));

  app.all("*", async (c, next) => {
    if (isApiPath(c.req.path)) return c.json(failForStatus(404), 404);
    return next();
  });
  mountWebApp(app, config.webDistDir, logger, csp);

  app.notFound((c) => (isApiPath(c.req.path) ? c.json(failForStatus(404), 404) : c.text("not found", 404)));
  app.onError((error, c) => {
    if (error instanceof AppError) {
      for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
      return c.json(fail(error.def.code, error.message), error.def.status as 400);
    }
    if (error instanceof HTTPException) {
      return c.json(failForStatus(error.status), error.status);
    }
    // Only message and stack: a failed query would otherwise put its parameters in the log.
    logger.error({ err: describeError(error), method: c.req.method, path: c.req.path }, "unhandled error");
    return c.json(failForStatus(500), 500);
  });
  leaveJobHost(jobHost);
  return app;
}

function describeError(error: unknown) {
  if (!(error instanceof Error)) return { message: String(error) };
  const cause = error.cause instanceof Error ? error.cause.message : undefined;
  return {
    name: error.name,
    message: error.message.split("\nparams:")[0],
    stack: error.stack?.split("\nparams:")[0],
    cause,
  };
}
