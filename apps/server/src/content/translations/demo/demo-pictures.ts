import { SEED_ACTIVITIES, activityBannerPath } from '../../seed/activities.ts';
import { SEED_BANNERS, bannerImagePath } from '../../seed/banners-and-notices.ts';
import type { TranslatedKind } from '../read-translations.ts';

/**
 * A seeded picture with words drawn on it: the row (by seed_key), its picture column and its zh-CN
 * address. scripts/make-media.ts draws it in every language; no picture names the site, so both demo
 * brands show the same files.
 */
export interface DemoPicture {
  kind: Extract<TranslatedKind, 'banner' | 'activity'>;
  seedKey: string;
  field: string;
  path: string;
}

export const DEMO_PICTURES: readonly DemoPicture[] = [
  ...SEED_BANNERS.map((banner): DemoPicture => ({ kind: 'banner', seedKey: banner.seed_key, field: 'src', path: bannerImagePath(banner) })),
  ...SEED_ACTIVITIES.map((activity): DemoPicture => ({ kind: 'activity', seedKey: activity.seed_key, field: 'banner', path: activityBannerPath(activity) })),
];
