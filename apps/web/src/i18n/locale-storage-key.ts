/**
 * The member's chosen language, kept across visits (localStorage: the choice belongs to the device, like
 * the theme). Its own module: the build's boot script reads it too (route-preload.ts, vite.config.ts).
 */
export const LOCALE_STORAGE_KEY = 'lobby.locale';
