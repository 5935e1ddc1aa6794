import type { Envelope } from '@lobby/contract';
import { negotiateLocale, translateMessage, type Locale, type MessageCatalogue } from '@lobby/contract/i18n';
import { en } from '@lobby/contract/i18n/en';
import { zhTW } from '@lobby/contract/i18n/zh-TW';
import type { FastifyInstance, FastifyRequest } from 'fastify';
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
 * brand does not offer on the default brand: the spec's texts, unchanged. Data (notices, promotions, names) is the operator's content, kept per brand and language in content_translations (content/translations/).
 */
export default fp(async function answerLanguage(app: FastifyInstance) {
  app.decorateRequest('translate', function translate(this: FastifyRequest, text: string): string {
    // Among the brand's languages, its default first: a client that names none gets the brand's own.
    const { brand } = app.brands.of(this);
    const locale = negotiateLocale(this.headers['accept-language'], [brand.defaultLocale, ...brand.locales.filter((other) => other !== brand.defaultLocale)]);
    return locale === 'zh-CN' ? text : translateMessage(text, CATALOGUES[locale]);
  });
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (!isEnvelope(payload)) return payload;
    void reply.header('vary', 'Accept-Language');
    return { ...payload, message: request.translate(payload.message) };
  });
});

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * A zh-CN text the server wrote (a contract message) in the language this request is answered in;
     * for the few data fields that are the server's own words rather than the operator's content.
     */
    translate(text: string): string;
  }
}
