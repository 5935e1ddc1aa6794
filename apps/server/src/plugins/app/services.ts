import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { LoginThrottle } from '../../auth/login-throttle.ts';
import type { AdminToken } from '../../back-office/admin-token.ts';
import type { SiteModeOverride } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import type { EventBus } from '../../events/event-bus.ts';
import type { PayPasswordGuard } from '../../profile/pay-password-guard.ts';
import type { AttemptCounters } from '../../rate-limits/attempt-counters.ts';

interface Services {
  db: Kysely<Database>;
  loginThrottle: LoginThrottle;
  payPasswordGuard: PayPasswordGuard;
  /** Counts guesses at secrets (here: the admin token per client address); memory, or Redis when shared. */
  attemptCounters: AttemptCounters;
  /** The back office's credential (ADMIN_TOKEN, or one drawn at start and shown on the terminal, never logged). */
  adminToken: AdminToken;
  siteModeOverride: SiteModeOverride;
  /** The database's event bus (events/event-bus.ts): balance changes and ended sessions, across processes. */
  events: EventBus;
}

declare module 'fastify' {
  interface FastifyInstance extends Services {}
}

/** What routes share, decorated once on the root instance; repositories stay plain functions taking `app.db`. */
export default fp<Services>(async function services(app: FastifyInstance, options: Services) {
  app.decorate('db', options.db);
  app.decorate('loginThrottle', options.loginThrottle);
  app.decorate('payPasswordGuard', options.payPasswordGuard);
  app.decorate('attemptCounters', options.attemptCounters);
  app.decorate('adminToken', options.adminToken);
  app.decorate('siteModeOverride', options.siteModeOverride);
  app.decorate('events', options.events);
});
