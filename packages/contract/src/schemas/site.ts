/** Site, home and help content: app info, banners, notices, articles and the outside addresses. */
import type { AppInfo } from '../entities.ts';
import type { CallSchemas } from './calls.ts';
import { urlResult } from './entities.ts';
import { array, empty, extension, flag, object, optional, string, type Schema } from './schema.ts';
import { wireInteger } from './wire-forms.ts';

const appInfo: Schema<AppInfo> = object({
  title: string(),
  site_state: flag(),
  repair_tips: string(),
  app_state: flag(),
  ios_download_url: string(),
  index_modal: flag(),
  webcontent: string(),
  redpacket_switch: flag(),
  site_logo: string(),
});

export const siteSchemas = {
  getVisitUrl: { request: empty(), response: urlResult },
  app: { request: empty(), response: appInfo },
  bannerList: { request: object({ type: wireInteger() }), response: array(object({ src: string(), link: optional(extension(string())) })) },
  homenotice: { request: empty(), response: array(string()) },
  getservicerurl: { request: empty(), response: urlResult },
  getAgentLoginUrl: { request: empty(), response: urlResult },
  article: { request: object({ type: wireInteger() }), response: object({ content: string() }) },
} satisfies Partial<CallSchemas>;
