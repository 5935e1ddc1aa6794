import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BrandError, brandForHost, brandIndexHtml, brandManifest, parseBrand, readBrand, readBrands } from '../src/index.ts';

const BRANDS = resolve(fileURLToPath(import.meta.url), '../../../../brands');
const BUILT = `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta name="description" content="old" />
    <meta name="theme-color" content="#141a31" />
    <meta name="apple-mobile-web-app-title" content="old" />
    <link rel="icon" type="image/svg+xml" href="./logo.svg" />
    <link rel="apple-touch-icon" href="./apple-touch-icon.png" />
    <title>Lobby</title>
  </head>
  <body><div id="root"></div></body>
</html>`;
const valid = {
  name: 'Jade', shortName: 'Jade', hosts: ['jade.example'], defaultLocale: 'en', locales: ['zh-CN', 'en'],
  themeColor: '#0A2F2A', backgroundColor: '#0a2f2a', tokens: { '--lobby-color-primary': '#0a7d61' },
  logo: 'logo.svg', icons: { apple: 'a.png', any192: 'b.png', any512: 'c.png' },
};

describe('a brand file', () => {
  it('is read with its defaults (favicon: the logo; maskable: the 512 icon; colours in lower case)', () => {
    const brand = parseBrand('jade', valid);
    expect(brand).toMatchObject({ favicon: 'logo.svg', themeColor: '#0a2f2a', description: 'Jade', icons: { maskable512: 'c.png' } });
  });

  it.each([
    ['a token that is not ours', { tokens: { color: 'red' } }, /tokens/],
    ['a token value that ends the rule', { tokens: { '--lobby-color-primary': 'red}body{display:none' } }, /tokens/],
    ['a value that closes the style element', { tokens: { '--lobby-color-primary': '</style><script>' } }, /tokens/],
    ['a name with markup', { name: '<b>x</b>' }, /name/],
    ['a colour that is not #rrggbb', { themeColor: 'red' }, /themeColor/],
    ['a default outside its languages', { defaultLocale: 'zh-TW' }, /defaultLocale/],
    ['a language we do not speak', { locales: ['fr'] }, /locales/],
    ['a picture outside its folder', { logo: '../../etc/passwd.svg' }, /logo/],
    ['a host with a port', { hosts: ['jade.example:80'] }, /hosts/],
  ])('refuses %s, naming the field', (_case, change, field) => {
    expect(() => parseBrand('jade', { ...valid, ...change })).toThrow(BrandError);
    expect(() => parseBrand('jade', { ...valid, ...change })).toThrow(field);
  });

  it('the shipped brands check, and a missing picture stops the read', () => {
    expect([...readBrands(BRANDS).keys()].sort()).toEqual(['jade', 'lobby']);
    const dir = mkdtempSync(join(tmpdir(), 'brand-'));
    writeFileSync(join(dir, 'brand.json'), JSON.stringify(valid));
    expect(() => readBrand(dir, 'jade')).toThrow(/logo.svg is not in the brand's folder/);
  });
});

describe('dressing the built page', () => {
  const jade = parseBrand('jade', valid);
  const lobby = readBrand(join(BRANDS, 'lobby'), 'lobby').brand;

  it('puts the language, the languages, the name, the colours, the icons, the manifest and the tokens in the head', () => {
    const page = brandIndexHtml(BUILT, jade);
    expect(page).toContain('<html lang="en" data-brand="jade" data-locales="zh-CN en" data-default-locale="en" data-logo="./brand/logo.svg">');
    expect(page).toContain('<title>Jade</title>');
    expect(page).toContain('<meta name="theme-color" content="#0a2f2a" />');
    expect(page).toContain('<link rel="apple-touch-icon" href="./brand/a.png" />');
    expect(page).toContain('<link rel="manifest" href="./manifest.webmanifest" />');
    expect(page).toContain('<style id="lobby-brand">:root:root:root{--lobby-color-primary:#0a7d61}</style>');
  });

  it('gives the same page whether applied once, twice, or over another brand', () => {
    const once = brandIndexHtml(BUILT, jade);
    expect(brandIndexHtml(once, jade)).toBe(once);
    expect(brandIndexHtml(brandIndexHtml(BUILT, lobby), jade)).toBe(once);
  });

  it('escapes what it writes into attributes', () => {
    const page = brandIndexHtml(BUILT, parseBrand('jade', { ...valid, description: 'A & "B"' }));
    expect(page).toContain('content="A &amp; &quot;B&quot;"');
  });
});

describe('the manifest', () => {
  it('is installable: names, standalone, start URL, theme and background, 192 and 512 icons and a maskable one', () => {
    const manifest = brandManifest(parseBrand('jade', valid));
    expect(manifest).toMatchObject({ name: 'Jade', short_name: 'Jade', display: 'standalone', start_url: './', scope: './', theme_color: '#0a2f2a', background_color: '#0a2f2a', lang: 'en' });
    expect(manifest.icons.map((icon) => [icon.sizes, icon.purpose ?? 'any'])).toEqual([['192x192', 'any'], ['512x512', 'any'], ['512x512', 'maskable']]);
  });
});

describe('the brand of a host', () => {
  it('is the brand that lists it, whatever the case, port or trailing dot; else the default', () => {
    const brands = readBrands(BRANDS);
    const fallback = brands.get('lobby')!;
    expect(brandForHost(brands, fallback, 'JADE.localhost').brand.id).toBe('jade');
    expect(brandForHost(brands, fallback, 'jade.localhost.').brand.id).toBe('jade');
    expect(brandForHost(brands, fallback, '127.0.0.1').brand.id).toBe('lobby');
    expect(brandForHost(brands, fallback, undefined).brand.id).toBe('lobby');
  });
});
