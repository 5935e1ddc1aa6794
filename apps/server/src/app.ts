import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import authPlugin from './auth/auth-plugin.ts';
import { MemoryLoginThrottle, type LoginThrottle } from './auth/login-throttle.ts';
import { RedisLoginThrottle } from './auth/redis-login-throttle.ts';
import { loadConfig, type SiteModeOverride } from './config.ts';
import type { DialectName } from './db/connect.ts';
import type { Database } from './db/schema.ts';
import bodyParsers from './plugins/app/body-parsers.ts';
import dailyJobs from './plugins/app/daily-jobs.ts';
import errorHandler from './plugins/app/error-handler.ts';
import idempotency from './plugins/app/idempotency.ts';
import type { IdempotencyOptions } from './idempotency/idempotency-policy.ts';
import services from './plugins/app/services.ts';
import validation from './plugins/app/validation.ts';
import media from './plugins/external/media.ts';
import { DEFAULT_AVATAR_DIR } from './members/avatar-storage.ts';
import rateLimits, { type RateLimitScale } from './plugins/external/rate-limit.ts';
import securityHeaders from './plugins/external/security-headers.ts';
import type { SharedCounters } from './rate-limits/shared-counters.ts';
import webApp from './plugins/external/web-app.ts';
import apiRoutes from './routes/api/index.ts';

export interface BuildAppOptions {
  db: Kysely<Database>;
  dialect: DialectName;
  logger?: FastifyServerOptions['logger'];
  loginThrottle?: LoginThrottle;
  /** Redis for the rate-limit and login-failure counters, so several processes enforce one limit. */
  sharedCounters?: SharedCounters;
  /** Multiplies the rate limits of test rigs (RATE_LIMIT_ADDRESS_SCALE sets the per-address one). */
  rateLimitScale?: RateLimitScale;
  siteModeOverride?: SiteModeOverride;
  /** The built web app; defaults to WEB_DIST / apps/web/dist. */
  webDist?: string;
  /** Uploaded avatars; defaults to data/uploads/avatars. */
  avatarDir?: string;
  /** Idempotency-Key timings (tests shorten the wait for a key still in progress). */
  idempotency?: Partial<IdempotencyOptions>;
}

/** The whole server without listening: main.ts listens, tests call `app.inject`. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false });

  await app.register(services, {
    db: options.db,
    dialect: options.dialect,
    loginThrottle: options.loginThrottle ?? defaultLoginThrottle(options.sharedCounters),
    siteModeOverride: options.siteModeOverride ?? {},
  });
  await app.register(errorHandler);
  await app.register(bodyParsers);
  await app.register(validation);
  await app.register(securityHeaders);
  await app.register(authPlugin);
  // After auth (its preHandler names the member that per-member limits count), before the routes.
  await app.register(rateLimits, { sharedCounters: options.sharedCounters, scale: options.rateLimitScale });
  // After the rate limits: its claim is appended to each money route's preHandlers, after theirs.
  await app.register(idempotency, options.idempotency ?? {});
  await app.register(media, { avatarDir: options.avatarDir ?? DEFAULT_AVATAR_DIR });
  await app.register(apiRoutes);
  await app.register(webApp, { webDist: options.webDist ?? loadConfig().webDist });
  await app.register(dailyJobs);
  return app;
}

function defaultLoginThrottle(sharedCounters: SharedCounters | undefined): LoginThrottle {
  return sharedCounters ? new RedisLoginThrottle(sharedCounters) : new MemoryLoginThrottle();
}
