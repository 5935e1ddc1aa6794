import { SEED_BANK_NAMES } from '../../../cards/seed-banks.ts';
import { SEED_MEMBER_MESSAGES } from '../../../messages-centre/seed-member-messages.ts';
import { DEFAULT_SITE_SETTINGS } from '../../../site/site-settings.ts';
import { SEED_ACTIVITIES, SEED_ACTIVITY_TYPES } from '../../seed/activities.ts';
import { SEED_ARTICLES } from '../../seed/articles.ts';
import { SEED_NOTICES } from '../../seed/banners-and-notices.ts';
import type { TranslatedKind } from '../read-translations.ts';
import { ENGLISH_ACTIVITIES, ENGLISH_ACTIVITY_TYPES } from './english-activities.ts';
import { ENGLISH_ARTICLES } from './english-articles.ts';
import { ENGLISH_BANK_NAMES, ENGLISH_MEMBER_MESSAGES, ENGLISH_NOTICES, ENGLISH_WELCOME_POPUP } from './english-site-texts.ts';

/**
 * One field of one seeded row: its own zh-CN text (what the seed writes in the row) and its English,
 * where {site} stands for the brand's English name. The row is named by its seed_key (found in its table
 * when seeding) or by its own key (an article's type, a setting's key, a bank's name).
 */
export interface DemoText {
  kind: TranslatedKind;
  row: { seedKey: string } | { key: string };
  field: string;
  zhCN: string;
  en: string;
  /** Only these brands: the site title is the default brand's alone (other brands' titles are their brand.json names). */
  brands?: readonly string[];
}

function english<T>(texts: Readonly<Record<string, T>>, key: string): T {
  const text = texts[key];
  if (text === undefined) throw new Error(`demo content: no English for ${key}`);
  return text;
}

export const DEMO_TEXTS: readonly DemoText[] = [
  ...SEED_NOTICES.map((notice): DemoText => ({ kind: 'notice', row: { seedKey: notice.seed_key }, field: 'content', zhCN: notice.content, en: english(ENGLISH_NOTICES, notice.seed_key) })),
  ...SEED_ACTIVITY_TYPES.map((type): DemoText => ({ kind: 'activity_type', row: { seedKey: type.seed_key }, field: 'name', zhCN: type.name, en: english(ENGLISH_ACTIVITY_TYPES, type.seed_key) })),
  ...SEED_ACTIVITIES.flatMap((activity) =>
    (['title', 'content', 'memo'] as const).map((field): DemoText => ({
      kind: 'activity',
      row: { seedKey: activity.seed_key },
      field,
      zhCN: activity[field],
      en: english(ENGLISH_ACTIVITIES, activity.seed_key)[field],
    }))),
  ...SEED_ARTICLES.map((article): DemoText => ({ kind: 'article', row: { key: String(article.type) }, field: 'content', zhCN: article.content, en: ENGLISH_ARTICLES[article.type] })),
  ...SEED_MEMBER_MESSAGES.flatMap((message) =>
    (['title', 'content'] as const).map((field): DemoText => ({
      kind: 'member_message',
      row: { seedKey: message.seed_key },
      field,
      zhCN: message[field],
      en: english(ENGLISH_MEMBER_MESSAGES, message.seed_key)[field],
    }))),
  ...SEED_BANK_NAMES.map((name): DemoText => ({ kind: 'bank', row: { key: name }, field: 'bank_name', zhCN: name, en: ENGLISH_BANK_NAMES[name] })),
  { kind: 'site_setting', row: { key: 'webcontent' }, field: 'value', zhCN: DEFAULT_SITE_SETTINGS.webcontent, en: ENGLISH_WELCOME_POPUP },
  { kind: 'site_setting', row: { key: 'title' }, field: 'value', zhCN: DEFAULT_SITE_SETTINGS.title, en: '{site}', brands: ['lobby'] },
];
