import type { FastifyInstance } from 'fastify';
import { contentLanguageOf } from '../../../content/translations/content-language.ts';
import { ok } from '../../../plugins/app/envelope.ts';
import { appInfo } from '../../../site/app-info.ts';
import { contractRoute } from '../../contract-route.ts';

/**
 * App info. On a host of another brand than the default (issue 14), that brand's file names the site:
 * its title and its logo; the operator's settings name the default brand's. The welcome text is the
 * brand's in the request's language (content_translations); the switches and links are the one back
 * end's, shared by its brands.
 */
export default async function appInfoRoute(app: FastifyInstance) {
  app.route(contractRoute('app', async (request) => {
    const info = await appInfo(app.db, app.siteModeOverride, (text) => request.translate(text), contentLanguageOf(app, request));
    const { brand } = app.brands.of(request);
    if (brand === app.brands.defaultBrand.brand) return ok(info);
    return ok({ ...info, title: brand.name, site_logo: `/brand/${brand.logo}` });
  }));
}
