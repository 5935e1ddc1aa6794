import { DEFAULT_PROVIDER_CODE, LANDING_CAROUSEL_COUNT } from '@lobby/contract';

const picture = (name: string) => `${import.meta.env.BASE_URL}landing/${name}.webp`;

/** The landing carousel's 8 pictures, drawn by apps/server/scripts/make-media.ts into public/landing/. */
export const landingSlides: readonly string[] = Array.from({ length: LANDING_CAROUSEL_COUNT }, (_, index) => picture(String(index + 1)));

/** The art behind the live-casino entry (its words are the entry's own text). */
export const liveEntryPicture = picture('live');

type LandingVenueKey = 'sport' | 'concise' | 'lottery' | 'joker' | 'gaming' | 'fishing';

/** A venue card: a tap opens the venue's lobby (platform) or a provider list at /concise (gamecode). */
export type LandingVenue = { key: LandingVenueKey; src: string } & ({ platform: string } | { gamecode: string });

const venue = (key: LandingVenueKey, target: { platform: string } | { gamecode: string }): LandingVenue => ({ key, src: picture(`venue-${key}`), ...target });

/** The venue cards, in the order of their pictures (media-texts.ts VENUE_POSTERS). */
export const landingVenues: readonly LandingVenue[] = [
  venue('sport', { platform: 'sb' }),
  venue('concise', { gamecode: 'pg' }),
  venue('lottery', { platform: 'vr' }),
  venue('joker', { platform: 'ky' }),
  venue('gaming', { platform: 'avia' }),
  venue('fishing', { gamecode: DEFAULT_PROVIDER_CODE }),
];
