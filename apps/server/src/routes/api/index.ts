import type { FastifyInstance } from 'fastify';
import loginRoute from './account/login-pc.ts';
import logoffRoute from './account/logoff.ts';
import registerRoute from './account/register.ts';
import userRoutes from './member/user.ts';
import appInfoRoute from './site/app.ts';
import balanceRoute from './wallet/balance.ts';

/** Every /api route, listed by hand (no autoload), grouped by domain; paths come from the contract. */
export default async function apiRoutes(app: FastifyInstance) {
  await app.register(appInfoRoute);
  await app.register(registerRoute);
  await app.register(loginRoute);
  await app.register(logoffRoute);
  await app.register(userRoutes);
  await app.register(balanceRoute);
}
