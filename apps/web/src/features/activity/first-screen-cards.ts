/**
 * How many promotion cards a phone screen shows under the header and the tabs (about 230 px each at
 * 375 px wide): their pictures load eagerly, and the boot script preloads them (app/early-calls.ts).
 */
export const FIRST_SCREEN_CARDS = 3;
