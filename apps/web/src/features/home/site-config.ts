import type { SiteConfig } from '@lobby/contract';

/**
 * The local configs (part 1 §3): the backup lines the welcome popup lists when the operator has set no
 * welcome text. An operator replaces these with their own mirror addresses before building.
 */
export const siteConfig: SiteConfig = {
  urlList: ['https://line1.lobby.example', 'https://line2.lobby.example', 'https://line3.lobby.example'],
};
