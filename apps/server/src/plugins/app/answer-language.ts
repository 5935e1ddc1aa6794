import type { Envelope } from '@lobby/contract';
import { negotiateLocale, translateMessage, type Locale, type MessageCatalogue } from '@lobby/contract/i18n';
import { en } from '@lobby/contract/i18n/en';
import { zhTW } from '@lobby/contract/i18n/zh-TW';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const CATALOGUES: Readonly<Record<Exclude<Locale, 'zh-CN'>, MessageCatalogue>> = { en, 'zh-TW': zhTW };

function isEnvelope(payload: unknown): payload is Envelope<unknown> {
  return typeof payload === 'object' && payload !== null && typeof (payload as Envelope).code === 'number' && typeof (payload as Envelope).message === 'string';
}

/**
 * The reference server answers in the member's language (issue 14): the app sends the language the
 * member chose as Accept-Language, and every envelope's message, written in zh-CN by the rules and the
 * routes, leaves in that language (translateMessage: the contract's texts, a text made by a message
 * function with its arguments), if the host's brand offers it. zh-CN, or no header or a language the
 * brand does not offer on the default brand: the spec's texts, unchanged. Data (notices, promotions, names) is the operator's content and is never translated.
 */
export default fp(async function answerLanguage(app: FastifyInstance) {
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (!isEnvelope(payload)) return payload;
    void reply.header('vary', 'Accept-Language');
    // Among the brand's languages, its default first: a client that names none gets the brand's own.
    const { brand } = app.brands.of(request);
    const locale = negotiateLocale(request.headers['accept-language'], [brand.defaultLocale, ...brand.locales.filter((other) => other !== brand.defaultLocale)]);
    if (locale === 'zh-CN') return payload;
    return { ...payload, message: translateMessage(payload.message, CATALOGUES[locale]) };
  });
});
