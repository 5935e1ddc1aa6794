import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_APPLICATION_STATE_LABELS,
  ARTICLE_TITLES,
  GAME_CATEGORIES,
  GAME_TAB_CATEGORIES,
  isSuccess,
  messages,
  MONEY_ORDER_STATE_LABELS,
  QUICK_DEPOSIT_AMOUNTS,
  SUCCESS_CODE,
  TRANSFER_STATE_LABELS,
} from '../src/index.ts';

describe('constants', () => {
  it('home tabs cover each category once, in the spec order (体育 视讯 电子 彩票 棋牌 电竞: the app names them)', () => {
    expect(GAME_TAB_CATEGORIES.map((t) => t.category)).toEqual(['sport', 'realbet', 'concise', 'lottery', 'joker', 'gaming']);
    expect(new Set(GAME_TAB_CATEGORIES.map((t) => t.category))).toEqual(new Set(GAME_CATEGORIES));
  });
  it('article titles and quick amounts are as written', () => {
    expect(ARTICLE_TITLES[8]).toBe('博彩责任');
    expect(QUICK_DEPOSIT_AMOUNTS).toEqual([100, 299, 499, 699, 999]);
  });
  it('state labels come from messages', () => {
    expect(MONEY_ORDER_STATE_LABELS[1]).toBe(messages.records.moneyOrderState[1]);
    expect(TRANSFER_STATE_LABELS[2]).toBe('待结算');
    expect(ACTIVITY_APPLICATION_STATE_LABELS[3]).toBe('审核拒绝');
  });
});

describe('messages', () => {
  it('keep the spec punctuation verbatim', () => {
    expect(messages.game.networkTimeout).toBe('网络连接超时，请重试!');
    expect(messages.auth.logoutConfirm).toBe('您确定要退出登录吗?');
    expect(messages.common.reading).toBe('读取中..');
    expect(messages.deposit.amountBetween(1, 2)).toBe('请输入1-2之间的金额！');
  });
});

describe('envelope', () => {
  it('isSuccess only for code 200', () => {
    expect(isSuccess({ code: SUCCESS_CODE, message: '', data: null })).toBe(true);
    expect(isSuccess({ code: 401, message: '', data: null })).toBe(false);
    expect(isSuccess(null)).toBe(false);
  });
});
