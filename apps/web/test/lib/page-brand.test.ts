import { describe, expect, it } from 'vitest';
import { pageBrand } from '@/lib/brand';

describe('the brand of the page', () => {
  it('comes from the attributes the brand put on <html>: its languages, its default and its logo', () => {
    const root = document.createElement('html');
    root.dataset.locales = 'zh-TW en';
    root.dataset.defaultLocale = 'zh-TW';
    root.dataset.logo = './brand/logo.svg';
    expect(pageBrand(root)).toEqual({ locales: ['zh-TW', 'en'], defaultLocale: 'zh-TW', logo: './brand/logo.svg' });
  });

  it('is every language, zh-CN first, on a page served without a brand; unknown languages are dropped', () => {
    expect(pageBrand(document.createElement('html'))).toEqual({ locales: ['zh-CN', 'zh-TW', 'en'], defaultLocale: 'zh-CN', logo: undefined });
    const root = document.createElement('html');
    root.dataset.locales = 'fr en';
    root.dataset.defaultLocale = 'fr';
    expect(pageBrand(root)).toMatchObject({ locales: ['en'], defaultLocale: 'zh-CN' });
  });
});
