import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import authPlugin from './auth/auth-plugin.ts';
import { createLoginThrottle, type LoginThrottle } from './auth/login-throttle.ts';
import { resolveAdminToken, type AdminToken } from './back-office/admin-token.ts';
import { loadConfig, type SiteModeOverride } from './config.ts';
import type { Database } from './db/schema.ts';
import answerLanguage from './plugins/app/answer-language.ts';
import bodyParsers from './plugins/app/body-parsers.ts';
import brands from './plugins/app/brands.ts';
import dailyJobs, { type DailyJobsOptions } from './plugins/app/daily-jobs.ts';
import deployment from './plugins/app/deployment.ts';
import errorHandler from './plugins/app/error-handler.ts';
import { clientErrorHandler, frameworkErrors } from './plugins/app/framework-errors.ts';
import refuseNul from './plugins/app/refuse-nul.ts';
import idempotency from './plugins/app/idempotency.ts';
import specMinimal from './plugins/app/spec-minimal.ts';
import siteMaintenance from './plugins/app/site-maintenance.ts';
import type { IdempotencyOptions } from './idempotency/idempotency-policy.ts';
import services from './plugins/app/services.ts';
import balancePush from './plugins/app/balance-push.ts';
import { eventBusOf } from './events/database-event-bus.ts';
import { DEFAULT_PUSH_LIMITS, type PushLimits } from './push/push-limits.ts';
import validation from './plugins/app/validation.ts';
import media from './plugins/external/media.ts';
import { avatarDirIn } from './members/avatar-storage.ts';
import rateLimits, { type RateLimitScale } from './plugins/external/rate-limit.ts';
import securityHeaders from './plugins/external/security-headers.ts';
import { createPayPasswordGuard, type PayPasswordLimits } from './profile/pay-password-guard.ts';
import { MemoryAttemptCounters, type AttemptCounters } from './rate-limits/attempt-counters.ts';
import { RedisAttemptCounters } from './rate-limits/redis-attempt-counters.ts';
import type { SharedCounters } from './rate-limits/shared-counters.ts';
import webApp from './plugins/external/web-app.ts';
import { DEFAULT_SERVER_LIMITS, serverLimitOptions, type ServerLimits } from './server-limits.ts';
import { fastifyTrustProxy, type TrustProxy } from './trust-proxy.ts';
import apiRoutes from './routes/api/index.ts';

export interface BuildAppOptions {
  db: Kysely<Database>;
  logger?: FastifyServerOptions['logger'];
  loginThrottle?: LoginThrottle;
  /** Wrong payment passwords allowed per member; tests that race one member's many requests raise it. */
  payPasswordLimits?: PayPasswordLimits;
  /** The back office's credential; defaults to ADMIN_TOKEN, or a random one nobody is shown (main.ts shows its own). */
  adminToken?: AdminToken;
  /** Redis for the rate-limit counters and the attempt counters (login, payment password, admin credential), so several processes enforce one limit. */
  sharedCounters?: SharedCounters;
  /** Multiplies the rate limits of test rigs (RATE_LIMIT_ADDRESS_SCALE sets the per-address one). */
  rateLimitScale?: RateLimitScale;
  siteModeOverride?: SiteModeOverride;
  /** The built web app; defaults to WEB_DIST / apps/web/dist. */
  webDist?: string;
  /** The brands' folder and the default brand; default BRANDS_DIR / brands and BRAND / lobby. */
  brands?: { dir: string; defaultId: string };
  /** Uploaded avatars; defaults to the avatars/ folder of UPLOADS_DIR (data/uploads). */
  avatarDir?: string;
  /** PUBLIC_URL, the start of every absolute URL answered; defaults to the configuration's. */
  publicUrl?: string;
  /** PAYMENT_SANDBOX: off unless turned on (the demo start, and tests that pay through the sandbox). */
  paymentSandbox?: boolean;
  /** Request timeouts and the connection cap of a listening server; defaults to DEFAULT_SERVER_LIMITS. */
  serverLimits?: ServerLimits;
  /** Idempotency-Key timings (tests shorten the wait for a key still in progress). */
  idempotency?: Partial<IdempotencyOptions>;
  /** SPEC_MINIMAL: answer as a back end written only from the spec (no Lobby additions, no Idempotency-Key). */
  specMinimal?: boolean;
  /** The nightly jobs: the database URL pg-boss connects with on PostgreSQL, and a test's simulated clock. */
  dailyJobs?: DailyJobsOptions;
  /** Balance streams per process and per member (PUSH_MAX_STREAMS); defaults to DEFAULT_PUSH_LIMITS. */
  pushLimits?: PushLimits;
  /** TRUST_PROXY: the proxies allowed to name the client; defaults to the configuration's (off unless set). */
  trustProxy?: TrustProxy;
}

/** The whole server without listening: main.ts listens, tests call `app.inject`. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const serverLimits = options.serverLimits ?? DEFAULT_SERVER_LIMITS;
  const app = Fastify({
    logger: options.logger ?? false,
    // request.ip (every per-address limit, register_ip, last_login_ip, the request logs) is the client's
    // address from X-Forwarded-For only when it came through a proxy named here.
    trustProxy: fastifyTrustProxy(options.trustProxy ?? loadConfig().trustProxy),
    ...serverLimitOptions(serverLimits),
    // The router's and Node's own refusals in the envelope (bad %-escapes, 414, 431): framework-errors.ts.
    frameworkErrors,
    clientErrorHandler,
  });
  app.server.maxConnections = serverLimits.maxConnections;

  // Guesses at secrets (login and payment passwords, the admin token) are counted where the rate limits are.
  // While Redis is away they count in this process's memory (SharedCounters.failOpen): requests go through, still limited.
  const attemptCounters: AttemptCounters = options.sharedCounters
    ? options.sharedCounters.failOpen<AttemptCounters>(new RedisAttemptCounters(options.sharedCounters), new MemoryAttemptCounters())
    : new MemoryAttemptCounters();
  await app.register(services, {
    db: options.db,
    loginThrottle: options.loginThrottle ?? createLoginThrottle(attemptCounters),
    payPasswordGuard: createPayPasswordGuard(attemptCounters, options.payPasswordLimits),
    attemptCounters,
    adminToken: options.adminToken ?? resolveAdminToken(),
    siteModeOverride: options.siteModeOverride ?? {},
    events: eventBusOf(options.db),
  });
  await app.register(deployment, { publicUrl: options.publicUrl ?? loadConfig().publicUrl, paymentSandbox: options.paymentSandbox ?? false });
  await app.register(errorHandler);
  await app.register(brands, options.brands ?? { dir: loadConfig().brandsDir, defaultId: loadConfig().defaultBrand });
  await app.register(answerLanguage);
  await app.register(bodyParsers);
  await app.register(refuseNul);
  await app.register(validation);
  await app.register(securityHeaders);
  await app.register(authPlugin);
  // After auth (its preHandler names the member that per-member limits count), before the routes.
  await app.register(rateLimits, { sharedCounters: options.sharedCounters, scale: options.rateLimitScale });
  // After the rate limits: its claim is appended to each money route's preHandlers, after theirs.
  await app.register(idempotency, options.idempotency ?? {});
  if (options.specMinimal) await app.register(specMinimal);
  else {
    // Not the spec's: during maintenance a spec-minimal server answers calls as usual.
    await app.register(siteMaintenance);
    // Not the spec's: a spec-minimal server neither streams nor names the stream on balance answers.
    await app.register(balancePush, { limits: options.pushLimits ?? DEFAULT_PUSH_LIMITS });
  }
  await app.register(media, { avatarDir: options.avatarDir ?? avatarDirIn(loadConfig().uploadsDir) });
  await app.register(apiRoutes);
  await app.register(webApp, { webDist: options.webDist ?? loadConfig().webDist });
  await app.register(dailyJobs, options.dailyJobs ?? {});
  return app;
}
