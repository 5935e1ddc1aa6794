import { formatDisplayTime, formatMoney, messages } from '@lobby/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { en } from '@/i18n/catalogues/en';
import { loadCatalogues } from '@/i18n/catalogues/load-catalogues';
import { applyLocale, chooseLocale, LOCALE_STORAGE_KEY, startLocale, startingLocale } from '@/i18n/locale';
import { queryClient } from '@/lib/query-client';
import { labelIn, labels, zhCNLabels } from '@/messages';
import { useLocaleStore } from '@/stores/locale-store';

// Kept at load, as modules do (`const text = labels.records.bet`): must follow a switch all the same.
const betTexts = labels.records.bet;
const ruleTexts = messages.records.betStatus;

afterEach(async () => {
  await applyLocale('zh-CN');
  localStorage.clear();
});

describe('switching the language', () => {
  it('redraws every text in English, references kept at load included, and back to the exact zh-CN texts', async () => {
    expect(betTexts.amount()).toBe(zhCNLabels.records.bet.amount);
    await chooseLocale('en');
    expect(betTexts.amount()).toBe(en.records.bet.amount);
    expect(labels.messageCentre.unread(1)).not.toMatch(/[\u4e00-\u9fff]/);
    expect(ruleTexts.settled).not.toMatch(/[\u4e00-\u9fff]/);
    expect(document.documentElement.lang).toBe('en');
    expect(useLocaleStore.getState().locale).toBe('en');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en');
    await applyLocale('zh-CN');
    expect(betTexts.amount()).toBe(zhCNLabels.records.bet.amount);
    expect(ruleTexts.settled).toBe('已结算');
    expect(document.documentElement.lang).toBe('zh-CN');
  });

  it('marks the answers already held stale: the operator content on screen came in the old language', async () => {
    queryClient.setQueryData(['notices'], ['欢迎来到 Lobby 娱乐']);
    expect(queryClient.getQueryState(['notices'])?.isInvalidated).toBe(false);
    await chooseLocale('en');
    expect(queryClient.getQueryState(['notices'])?.isInvalidated).toBe(true);
    queryClient.clear();
  });

  it('shows times and amounts the way the chosen language writes them', async () => {
    expect(formatDisplayTime('2026-11-24 09:05:00')).toBe('2026-11-24 09:05:00');
    await chooseLocale('en');
    expect(formatDisplayTime('2026-11-24 09:05:00')).toBe('Nov 24, 2026, 09:05:00');
    expect(formatMoney(1288888.88)).toBe('1,288,888.88');
    await chooseLocale('zh-TW');
    expect(formatDisplayTime('2026-11-24 09:05:00')).toBe('2026/11/24 09:05:00');
    await applyLocale('zh-CN');
    expect(formatDisplayTime('2026-11-24 09:05:00')).toBe('2026-11-24 09:05:00');
  });

  it('formats arguments and English plurals through typesafe-i18n', async () => {
    expect(labels.records.betSummary.period(3)).toBe('本期合计（3笔）');
    await applyLocale('en');
    expect(labels.records.betSummary.period(1)).not.toBe(labels.records.betSummary.period(2).replace('2', '1'));
  });

  it('lists (rules, notes) read as arrays of labels; codes the catalogue lacks read as missing', () => {
    expect(labels.vipPage.rules.map((rule) => rule())).toEqual([...zhCNLabels.vipPage.rules]);
    expect(labels.vipPage.rules.length).toBe(zhCNLabels.vipPage.rules.length);
    expect(labelIn(labels.depositDetail.methods, 'usdt')).toBe('USDT');
    expect(labelIn(labels.depositDetail.methods, 'no-such-code')).toBeUndefined();
  });

  it('asks for the starting language at once, while its texts load, and opens in zh-CN when they cannot', async () => {
    const starting = startLocale('en');
    // Before the texts are there: the first screen's calls, sent now, already ask for English.
    expect(useLocaleStore.getState().locale).toBe('en');
    await starting;
    expect(labels.records.bet.amount()).toBe(en.records.bet.amount);
    await applyLocale('zh-CN');

    vi.spyOn(loadCatalogues, 'zh-TW').mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await startLocale('zh-TW');
    expect(useLocaleStore.getState().locale).toBe('zh-CN');
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(labels.records.bet.amount()).toBe(zhCNLabels.records.bet.amount);
    expect(startLocale('zh-CN')).toBeUndefined();
  });

  it('opens in the member\'s remembered language if the brand offers it, else in the brand default', () => {
    expect(startingLocale()).toBe('zh-CN');
    localStorage.setItem(LOCALE_STORAGE_KEY, 'en');
    expect(startingLocale(['zh-CN', 'zh-TW', 'en'])).toBe('en');
    expect(startingLocale(['zh-CN', 'zh-TW'], 'zh-TW')).toBe('zh-TW');
    localStorage.setItem(LOCALE_STORAGE_KEY, 'xx');
    expect(startingLocale(['zh-CN', 'en'], 'en')).toBe('en');
  });
});
