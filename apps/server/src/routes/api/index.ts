import type { FastifyInstance } from 'fastify';
import loginRoute from './account/login-pc.ts';
import logoffRoute from './account/logoff.ts';
import registerRoute from './account/register.ts';
import userRoutes from './member/user.ts';
import uploadImageRoute from './member/uploadimg.ts';
import contentRoutes from './content/index.ts';
import appInfoRoute from './site/app.ts';
import balanceRoute from './wallet/balance.ts';
import balanceListRoutes from './games/balance-lists.ts';
import gameUrlRoute from './games/get-game-url.ts';
import recoverAllRoute from './games/transall.ts';
import grabRedPacketRoute from './red-packet/grab-red-packet.ts';
import userRedPacketRoute from './red-packet/user-red-packet.ts';
import profileRoutes from './profile/index.ts';
import cardRoutes from './cards/index.ts';
import transferRoutes from './transfer/index.ts';
import demoVenueRoutes from '../demo-venue/demo-venue-routes.ts';
import depositRoutes from './deposit/index.ts';
import withdrawalRoutes from './withdrawal/index.ts';
import rebateRoutes from './rebates/index.ts';
import recordRoutes from './records/index.ts';
import noticeListRoute from './messages/notice-list.ts';
import applyAgentRoute from './agent/apply-agent.ts';
import openApiRoute from './docs/openapi.ts';
import adminRoutes from '../admin/admin-routes.ts';
import paymentSandboxRoutes from '../payment-sandbox/payment-sandbox-routes.ts';

/** Every /api route, listed by hand (no autoload), grouped by domain; paths come from the contract. */
export default async function apiRoutes(app: FastifyInstance) {
  await app.register(appInfoRoute);
  await app.register(registerRoute);
  await app.register(loginRoute);
  await app.register(logoffRoute);
  await app.register(userRoutes);
  await app.register(uploadImageRoute);
  await app.register(contentRoutes);
  await app.register(balanceRoute);
  await app.register(balanceListRoutes);
  await app.register(recoverAllRoute);
  await app.register(gameUrlRoute);
  await app.register(userRedPacketRoute);
  await app.register(grabRedPacketRoute);
  await app.register(profileRoutes);
  await app.register(cardRoutes);
  await app.register(transferRoutes);
  // The demo venue's page and rounds (outside /api) that getGameUrl launches into.
  await app.register(demoVenueRoutes);
  await app.register(depositRoutes);
  await app.register(withdrawalRoutes);
  await app.register(rebateRoutes);
  await app.register(recordRoutes);
  await app.register(noticeListRoute);
  await app.register(applyAgentRoute);
  await app.register(openApiRoute);
  // The sandbox payment provider's page and its merchant callback (outside /api).
  await app.register(paymentSandboxRoutes);
  // The back office (/admin/api), behind its own admin credential.
  await app.register(adminRoutes);
}
