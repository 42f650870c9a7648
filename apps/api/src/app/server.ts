import { API_PREFIXES, TOKEN_HEADERS } from "@cellar/contracts";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import type { Logger } from "pino";
import { registerPaymentsRoutes } from "../adapters/payment/payments.routes";
import type { PaymentsDeps } from "../adapters/payment/payments.usecases";
import { createSandboxGateway } from "../adapters/payment/sandbox/sandbox.gateway";
import { registerSandboxPayRoutes } from "../adapters/payment/sandbox/sandbox.routes";
import { registerAccountArea } from "../modules/account/account-area";
import { registerAlarmsRoutes } from "../modules/alarms/alarms.routes";
import { registerAuthRoutes } from "../modules/auth/auth.routes";
import { type AuthDeps, authenticate } from "../modules/auth/auth.usecases";
import { registerCardRoutes } from "../modules/card/card.routes";
import { registerCartRoutes } from "../modules/cart/cart.routes";
import { registerCodesRoutes } from "../modules/codes/codes.routes";
import { registerCouponsRoutes } from "../modules/coupons/coupons.routes";
import { registerMembersRoutes } from "../modules/members/members.routes";
import { loadLoginUserInfo, type MembersDeps } from "../modules/members/members.usecases";
import { registerOrdersRoutes } from "../modules/orders/orders.routes";
import { fulfilPaidMembership, registerPaidMembershipRoutes } from "../modules/paid-membership/paid-membership.routes";
import { registerPrepaidRoutes } from "../modules/prepaid/prepaid.routes";
import { fulfilPrepaidCharge } from "../modules/prepaid/prepaid.usecases";
import { registerStampsRoutes } from "../modules/stamps/stamps.routes";
import { registerVersionRoutes } from "../modules/version/version.routes";
import { type Clock, systemClock } from "./clock";
import type { Config } from "./config";
import type { Database } from "./db";
import { clientAddress } from "./http/client-addr";
import type { AppEnv } from "./http/context";
import { fail, failForStatus } from "./http/envelope";
import { AppError } from "./http/errors";
import { requestLogger } from "./http/logger";
import { createRouter } from "./http/route";
import { securityHeaders } from "./http/security";
import { mountWebApp } from "./http/web";
import type { Keys } from "./secrets";

export type AppDeps = {
  config: Config;
  database: Database;
  keys: Keys;
  logger: Logger;
  clock?: Clock;
};

const API_PATH = new RegExp(`^/(${API_PREFIXES.join("|")})(/|$)`);
/** Any `/…-api/…` path, including prefixes that do not exist: never answered with the web page. */
const isApiPath = (path: string) => API_PATH.test(path) || /^\/[^/]+-api(\/|$)/.test(path);

export function createApp(deps: AppDeps): Hono<AppEnv> {
  const { config, database, keys, logger } = deps;
  const clock = deps.clock ?? systemClock;
  const app = new Hono<AppEnv>();

  app.use(clientAddress(config.trustProxy));
  app.use(requestLogger(logger));
  app.use(securityHeaders(config.remarketingScriptUrl));
  app.use("/:prefix{[a-z]+-api}/*", async (c, next) => {
    c.header("Access-Control-Expose-Headers", TOKEN_HEADERS.join(", "));
    c.header("Cache-Control", "no-store");
    await next();
  });
  app.use(
    "/:prefix{[a-z]+-api}/*",
    bodyLimit({
      maxSize: 1024 * 1024,
      onError: (c) => c.json(fail("9999", "요청 본문이 너무 큽니다"), 413),
    }),
  );

  app.get("/healthz", async (c) => {
    try {
      await database.db.execute("select 1");
      return c.json({ status: "ok", db: database.kind });
    } catch (error) {
      logger.error({ err: describeError(error) }, "health check failed");
      return c.json({ status: "error", db: database.kind }, 503);
    }
  });

  const authDeps: AuthDeps = {
    db: database.db,
    keys,
    clock,
    accessTtlSeconds: config.accessTokenTtlSeconds,
    refreshTtlDays: config.refreshTokenTtlDays,
    rateLimit: config.loginRateLimit,
  };
  const membersDeps: MembersDeps = { db: database.db, keys, clock };
  const router = createRouter(app, {
    authenticate: (c) => authenticate(authDeps, c.req.header("x-scm-token")),
    validateResponses: config.nodeEnv !== "production",
  });
  registerAuthRoutes(router, authDeps, (mberNo) => loadLoginUserInfo(membersDeps, mberNo));
  registerMembersRoutes(router, membersDeps);
  registerCodesRoutes(router, database.db);
  registerVersionRoutes(router, database.db);
  registerAlarmsRoutes(router, database.db, clock);
  registerCartRoutes(router, database.db);
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
    fulfilments: { PAID_MEMBERSHIP: fulfilPaidMembership, PREPAID_CHARGE: fulfilPrepaidCharge },
  };
  registerCouponsRoutes(router, { db: database.db, clock });
  registerOrdersRoutes(router, database.db);
  registerStampsRoutes(router, { db: database.db, clock });
  registerPaidMembershipRoutes(router, paymentsDeps);
  registerPaymentsRoutes(router, paymentsDeps);
  registerPrepaidRoutes(router, paymentsDeps);
  registerCardRoutes(router, { db: database.db, clock });
  registerSandboxPayRoutes(app, database.db, clock);
  router.mount("appConfig", async () => ({
    appStoreUrlIos: config.appStoreUrlIos,
    appStoreUrlAndroid: config.appStoreUrlAndroid,
    remarketingScriptUrl: config.remarketingScriptUrl ?? null,
  }));

  app.all("*", async (c, next) => {
    if (isApiPath(c.req.path)) return c.json(failForStatus(404), 404);
    return next();
  });
  mountWebApp(app, config.webDistDir);

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
