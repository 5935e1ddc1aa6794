import { zhCNMessages, type Locale, type MessageCatalogue } from '@lobby/contract/i18n';
import type { Locale as AntdLocale } from 'antd-mobile/es/locales/base';
import { zhCNLabels, type LabelCatalogue } from '@/messages';

/** Everything one language needs beyond zh-CN: the app's labels, the contract's texts, antd-mobile's own. */
export interface Catalogues {
  labels: LabelCatalogue;
  messages: MessageCatalogue;
  /** antd-mobile's own texts (its pickers' 确定/取消, its empty states); zh-CN: antd's built-in default. */
  antd?: AntdLocale;
}

/**
 * One chunk set per language, fetched only when that language is chosen (zh-CN's labels and messages
 * are in the entry, as the spec's texts always were): a zh-CN member never downloads a byte of the
 * others.
 */
export const loadCatalogues: Record<Locale, () => Promise<Catalogues>> = {
  'zh-CN': async () => ({ labels: zhCNLabels, messages: zhCNMessages }),
  'zh-TW': async () => {
    const [labels, messages, antd] = await Promise.all([import('./zh-TW'), import('@lobby/contract/i18n/zh-TW'), import('antd-mobile/es/locales/zh-TW')]);
    return { labels: labels.zhTW, messages: messages.zhTW, antd: antd.default };
  },
  en: async () => {
    const [labels, messages, antd] = await Promise.all([import('./en'), import('@lobby/contract/i18n/en'), import('antd-mobile/es/locales/en-US')]);
    return { labels: labels.en, messages: messages.en, antd: antd.default };
  },
};
