import type { Brand } from '@lobby/brand';
import { negotiateLocale, type Locale } from '@lobby/contract/i18n';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Whose content a request reads and in which language, with the brand's default language as the fallback. */
export interface ContentLanguage {
  brand: string;
  locale: Locale;
  fallback: Locale;
}

/** Among the brand's languages, its default first, as answer-language.ts negotiates the messages. */
function answerLocale(brand: Brand, acceptLanguage: string | undefined): Locale {
  return negotiateLocale(acceptLanguage, [brand.defaultLocale, ...brand.locales.filter((other) => other !== brand.defaultLocale)]);
}

export function contentLanguageOf(app: FastifyInstance, request: FastifyRequest): ContentLanguage {
  const { brand } = app.brands.of(request);
  return { brand: brand.id, locale: answerLocale(brand, request.headers['accept-language']), fallback: brand.defaultLocale };
}
