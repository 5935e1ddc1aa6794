import type { FastifyInstance } from 'fastify';
import activityApplyRoute from './activity-apply.ts';
import activityRoutes from './activities.ts';
import articleRoute from './article.ts';
import bannerListRoute from './banner-list.ts';
import demoUrlRoutes from './demo-urls.ts';
import gameListRoute from './game-list.ts';
import gamelistByCodeRoute from './gamelist-by-code.ts';
import homeNoticeRoute from './home-notice.ts';
import userVipRoute from './user-vip.ts';

/** The operator's content: games, banners, notices, promotions, articles, VIP levels and the demo pages' URLs. */
export default async function contentRoutes(app: FastifyInstance) {
  await app.register(gameListRoute);
  await app.register(gamelistByCodeRoute);
  await app.register(bannerListRoute);
  await app.register(homeNoticeRoute);
  await app.register(activityRoutes);
  await app.register(activityApplyRoute);
  await app.register(articleRoute);
  await app.register(userVipRoute);
  await app.register(demoUrlRoutes);
}
