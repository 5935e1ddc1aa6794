import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { LoginThrottle } from '../../auth/login-throttle.ts';
import type { SiteModeOverride } from '../../config.ts';
import type { DialectName } from '../../db/connect.ts';
import type { Database } from '../../db/schema.ts';

export interface Services {
  db: Kysely<Database>;
  dialect: DialectName;
  loginThrottle: LoginThrottle;
  siteModeOverride: SiteModeOverride;
}

declare module 'fastify' {
  interface FastifyInstance extends Services {}
}

/** What routes share, decorated once on the root instance; repositories stay plain functions taking `app.db`. */
export default fp<Services>(async function services(app: FastifyInstance, options: Services) {
  app.decorate('db', options.db);
  app.decorate('dialect', options.dialect);
  app.decorate('loginThrottle', options.loginThrottle);
  app.decorate('siteModeOverride', options.siteModeOverride);
});
