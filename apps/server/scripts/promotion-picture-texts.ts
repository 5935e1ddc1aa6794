/**
 * The words drawn on the seeded home banners and promotion pictures, in each language they are drawn in.
 * zh-CN is the seed's own (the banner's headline and tagline; a promotion's tagline lead and title);
 * English is written here, short enough to fit beside the motif; Traditional Chinese is OpenCC's
 * conversion of the zh-CN words, never typed.
 */
import type { Locale } from '@lobby/contract/i18n';
import { toTraditional } from '../../../scripts/i18n/traditional.ts';
import { ACTIVITY_CALL_TO_ACTION, SEED_ACTIVITIES, activityBannerPath } from '../src/content/seed/activities.ts';
import { BANNER_CALL_TO_ACTION, SEED_BANNERS, bannerImagePath } from '../src/content/seed/banners-and-notices.ts';
import { PICTURE_LOCALES, pictureIn } from '../src/content/seed/picture-language.ts';

interface Words { headline: string; tagline: string }

const ENGLISH_BANNERS: Readonly<Record<string, Words>> = {
  'home-first-deposit': { headline: 'First Deposit +100%', tagline: 'Up to ¥1,888 · just 10x turnover' },
  'home-red-packet': { headline: 'Red Packet Rain', tagline: 'Daily 10:00-12:00 · deposit to join' },
  'home-vip': { headline: 'VIP Level-Up Bonus', tagline: '10 VIP levels · up to ¥88,888' },
  'home-sports': { headline: 'Parlay Boost', tagline: '3-leg parlays · up to 20% extra' },
  'home-slots-rescue': { headline: 'Weekend Rescue', tagline: 'Up to 8% of weekend losses back' },
};

const ENGLISH_ACTIVITIES: Readonly<Record<string, Words>> = {
  'first-deposit-100': { headline: 'First Deposit +100%', tagline: 'For new members · up to ¥1,888' },
  'second-deposit-50': { headline: 'Second Deposit +50%', tagline: 'Another 50% on your second deposit' },
  'daily-red-packet': { headline: 'Daily Red Packets', tagline: 'Red packet rain, every single day' },
  'slots-weekend-rescue': { headline: 'Weekend Rescue', tagline: 'Slots rescue bonus, up to 8% back' },
  'sports-parlay-bonus': { headline: 'Parlay Boost', tagline: 'Sports parlays, up to 20% extra' },
  'vip-promotion-gift': { headline: 'VIP Level-Up Gifts', tagline: 'A gift at every level, up to ¥88,888' },
  'vip-birthday-gift': { headline: 'VIP Birthday Gift', tagline: 'A birthday gift, just for you' },
  'spring-festival-2025': { headline: 'Lunar New Year', tagline: 'Deposit 3 days running for a gift' },
};

const ENGLISH_BUTTONS = { banner: 'Join Now', activity: 'View Details' } as const;

/** One picture to draw: its seed key (its colours and motif), its address and its words. */
export interface PromotionPicture extends Words {
  key: string;
  path: string;
  locale: Locale;
  button: string;
}

/** A promotion picture's headline is its tagline's first part: "首存加赠100% · 最高1888元" shows "首存加赠100%". */
function taglineLead(tagline: string): string {
  const cut = tagline.indexOf(' · ');
  return cut === -1 ? tagline : tagline.slice(0, cut);
}

function english(texts: Readonly<Record<string, Words>>, key: string): Words {
  const words = texts[key];
  if (!words) throw new Error(`media: no English words for the picture of ${key}`);
  return words;
}

/** The words in a language: zh-CN's own, their Traditional conversion, or the English above. */
function wordsIn(locale: Locale, simplified: Words & { button: string }, englishWords: Words, englishButton: string): Words & { button: string } {
  if (locale === 'en') return { ...englishWords, button: englishButton };
  if (locale === 'zh-TW') return { headline: toTraditional(simplified.headline), tagline: toTraditional(simplified.tagline), button: toTraditional(simplified.button) };
  return simplified;
}

const LOCALES: readonly Locale[] = ['zh-CN', ...PICTURE_LOCALES];

export const HOME_BANNER_PICTURES: readonly PromotionPicture[] = SEED_BANNERS.flatMap((banner) => LOCALES.map((locale) => ({
  key: banner.seed_key,
  path: pictureIn(bannerImagePath(banner), locale),
  locale,
  ...wordsIn(locale, { headline: banner.headline, tagline: banner.tagline, button: BANNER_CALL_TO_ACTION }, english(ENGLISH_BANNERS, banner.seed_key), ENGLISH_BUTTONS.banner),
})));

export const ACTIVITY_PICTURES: readonly PromotionPicture[] = SEED_ACTIVITIES.flatMap((activity) => LOCALES.map((locale) => ({
  key: activity.seed_key,
  path: pictureIn(activityBannerPath(activity), locale),
  locale,
  ...wordsIn(locale, { headline: taglineLead(activity.tagline), tagline: activity.title, button: ACTIVITY_CALL_TO_ACTION }, english(ENGLISH_ACTIVITIES, activity.seed_key), ENGLISH_BUTTONS.activity),
})));
