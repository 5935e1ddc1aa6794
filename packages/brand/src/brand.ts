import { isLocale, type Locale } from '@lobby/contract/i18n';

/**
 * A brand (a skin of one back end, issue 14): one small declarative file, `brands/<id>/brand.json`, with
 * the pictures it names beside it. Adding one needs no code and no build: the reference server reads the
 * folder at start and picks a brand per host; a static deploy applies one to a built app (npm run brand).
 */
export interface Brand {
  /** The folder's name: letters, digits and dashes. */
  id: string;
  /** The site's name: the page title and the installed app's name (app info's title wins when sent). */
  name: string;
  /** Under the home-screen icon: 12 characters at most. */
  shortName: string;
  /** The search engines' and the install sheet's line. */
  description: string;
  /** Host names (no port) this brand answers on; the default brand answers every other host. */
  hosts: string[];
  defaultLocale: Locale;
  /** The languages offered, the default among them. */
  locales: Locale[];
  /** The browser's and the installed app's chrome (#rrggbb). */
  themeColor: string;
  /** The installed app's splash screen (#rrggbb). */
  backgroundColor: string;
  /** Design tokens over tokens.css (`--lobby-color-primary`: `#0f9d7a`): any of its variables. */
  tokens: Record<string, string>;
  /** Pictures in the brand's folder: the header logo, the favicon, and the home-screen icons (PNG). */
  logo: string;
  favicon: string;
  icons: { apple: string; any192: string; any512: string; maskable512: string };
}

export class BrandError extends Error {}

const HEX = /^#[0-9a-fA-F]{6}$/;
const TOKEN_NAME = /^--lobby-[a-z0-9-]{1,60}$/;
// A CSS value without anything that could end the declaration, the rule or the <style> element.
const TOKEN_VALUE = /^[^;{}<>\\"'`@]{1,200}$/;
const FILE_NAME = /^[a-zA-Z0-9][a-zA-Z0-9._-]{0,80}\.(svg|png|webp|ico)$/;
const HOST = /^[a-z0-9.-]{1,253}$/;

function text(value: unknown, field: string, max: number): string {
  const controls = typeof value === 'string' && [...value].some((character) => character.charCodeAt(0) < 0x20);
  if (typeof value !== 'string' || value.trim() === '' || value.length > max || /[<>]/.test(value) || controls) {
    throw new BrandError(`${field}: a text of 1-${max} characters without < > or control characters`);
  }
  return value;
}

function file(value: unknown, field: string): string {
  if (typeof value !== 'string' || !FILE_NAME.test(value)) throw new BrandError(`${field}: a picture file name in the brand's folder (svg, png, webp, ico)`);
  return value;
}

function color(value: unknown, field: string): string {
  if (typeof value !== 'string' || !HEX.test(value)) throw new BrandError(`${field}: a colour as #rrggbb`);
  return value.toLowerCase();
}

/** Reads and checks a brand file's content: every refusal names the field. */
export function parseBrand(id: string, raw: unknown): Brand {
  if (!/^[a-z0-9-]{1,40}$/.test(id)) throw new BrandError(`brand folder "${id}": lower-case letters, digits and dashes`);
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new BrandError('brand.json: an object');
  const data = raw as Record<string, unknown>;
  const locales = Array.isArray(data.locales) ? data.locales : [];
  if (locales.length === 0 || !locales.every(isLocale) || new Set(locales).size !== locales.length) {
    throw new BrandError('locales: one or more of zh-CN, zh-TW, en, each once');
  }
  const defaultLocale = data.defaultLocale ?? locales[0];
  if (!isLocale(defaultLocale) || !locales.includes(defaultLocale)) throw new BrandError('defaultLocale: one of the brand\'s locales');
  const hosts = data.hosts ?? [];
  if (!Array.isArray(hosts) || !hosts.every((host) => typeof host === 'string' && HOST.test(host))) throw new BrandError('hosts: host names in lower case, without a port');
  const tokens = data.tokens ?? {};
  if (typeof tokens !== 'object' || tokens === null || Array.isArray(tokens)) throw new BrandError('tokens: an object of --lobby-* variables');
  for (const [name, value] of Object.entries(tokens)) {
    if (!TOKEN_NAME.test(name)) throw new BrandError(`tokens: "${name}" is not a --lobby-* variable`);
    if (typeof value !== 'string' || !TOKEN_VALUE.test(value)) throw new BrandError(`tokens: ${name} has a value CSS cannot take safely`);
  }
  const icons = (data.icons ?? {}) as Record<string, unknown>;
  return {
    id,
    name: text(data.name, 'name', 40),
    shortName: text(data.shortName ?? data.name, 'shortName', 12),
    description: text(data.description ?? data.name, 'description', 160),
    hosts: hosts as string[],
    defaultLocale,
    locales: locales as Locale[],
    themeColor: color(data.themeColor, 'themeColor'),
    backgroundColor: color(data.backgroundColor, 'backgroundColor'),
    tokens: tokens as Record<string, string>,
    logo: file(data.logo, 'logo'),
    favicon: file(data.favicon ?? data.logo, 'favicon'),
    icons: {
      apple: file(icons.apple, 'icons.apple'),
      any192: file(icons.any192, 'icons.any192'),
      any512: file(icons.any512, 'icons.any512'),
      maskable512: file(icons.maskable512 ?? icons.any512, 'icons.maskable512'),
    },
  };
}

/** The pictures a brand names: the only files served from its folder. */
export function brandFiles(brand: Brand): string[] {
  return [...new Set([brand.logo, brand.favicon, ...Object.values(brand.icons)])];
}
