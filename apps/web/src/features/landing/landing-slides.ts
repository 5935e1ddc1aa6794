import { LANDING_CAROUSEL_COUNT } from '@lobby/contract';

/** The landing carousel's 8 static images, shipped under public/landing/. */
export const landingSlides: readonly string[] = Array.from(
  { length: LANDING_CAROUSEL_COUNT },
  (_, index) => `${import.meta.env.BASE_URL}landing/${index + 1}.webp`,
);
