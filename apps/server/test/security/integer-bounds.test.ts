/**
 * Every integer input is bounded to what its INTEGER column holds: 2147483648 and beyond answered 500 on
 * PostgreSQL ("out of range for type integer"). Sent as JSON numbers (written out exactly, 64-bit too),
 * as digits, and in path segments of the back office: never a 5xx, always the envelope with a code
 * other than 200, and no money moves.
 */
import { api, type CallKey } from '@lobby/contract';
import { describe, expect, it } from 'vitest';
import { skipWhenUnavailable } from '../support/suites.ts';
import { registration, useTestApp } from '../support/test-app.ts';
import { testTargets } from '../support/test-database.ts';
import { accountsOf, PAY_PASSWORD, withdrawingMember } from '../withdrawals/withdrawal-fixtures.ts';

// Read when the admin routes register (vitest runs each file in its own process).
process.env.ADMIN_TOKEN = 'integer-bounds-test-token';

/** JSON texts of integers no INTEGER column holds. */
const OUT_OF_RANGE = ['2147483648', '"2147483648"', '9223372036854775808', '"9223372036854775808"', '1e20', '-2147483649', '[1]'];
/** The same in a path segment. */
const PATH_IDS = ['2147483648', '9223372036854775808', '99999999999999999999', '-1'];

/** Each call with its other fields valid; `$` is replaced by the bad integer. */
const CALLS: Array<[CallKey, string]> = [
  ['activitydeatil', '{"id": $}'],
  ['activitylist', '{"type": $, "page": 1}'],
  ['activitylist', '{"page": $}'],
  ['bannerList', '{"type": $}'],
  ['article', '{"type": $}'],
  ['delcard', `{"id": $, "pay_pass": "${PAY_PASSWORD}"}`],
  ['withdraw', `{"bank": $, "amount": 100, "password": "${PAY_PASSWORD}"}`],
  ['doactivityapply', '{"activityid": $, "amount": 100}'],
  ['getcard', '{"type": $}'],
  ['gettransrecord', '{"page": $, "date": 1, "type": 1}'],
  ['gettransrecord', '{"page": 1, "date": $, "type": $}'],
  ['betrecord', '{"page": $, "date": 1}'],
  ['getfanshui', '{"page": $, "date": $}'],
  ['noticeList', '{"page": $}'],
  ['activityApplyLog', '{"page": $}'],
  ['redpacket', '{"page": $}'],
];

describe.each(testTargets)('integers beyond their column on $dialect', (target) => {
  if (skipWhenUnavailable(target)) return;
  const context = useTestApp(target);

  it('refuses them in every call that takes an id, a type or a page, and moves no money', async () => {
    const member = await withdrawingMember(context.database.db, 100_000);
    const before = await accountsOf(context.database.db, member.memberId);
    const problems: string[] = [];
    for (const [key, template] of CALLS) {
      for (const value of OUT_OF_RANGE) {
        const response = await context.app.inject({
          method: 'POST',
          url: api[key].path,
          headers: { authorization: `Bearer ${member.token}`, 'content-type': 'application/json' },
          payload: template.replaceAll('$', value),
        });
        const body = response.json() as { code: unknown; message: unknown };
        if (response.statusCode >= 500 || typeof body.message !== 'string' || body.code === 200) problems.push(`${key} ${template} with ${value}: HTTP ${response.statusCode} ${response.body.slice(0, 120)}`);
      }
    }
    expect(problems).toEqual([]);
    expect(await accountsOf(context.database.db, member.memberId)).toEqual(before);
  });

  it('refuses an introducer id beyond the members table as an unknown introducer', async () => {
    for (const pid of ['2147483648', '9223372036854775808']) {
      const response = await context.app.inject({ method: 'POST', url: api.register.path, payload: registration({ pid }) });
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json()).toMatchObject({ code: 400, data: null });
    }
  });

  it('refuses them in the back office\'s path ids', async () => {
    const authorization = `Admin ${process.env.ADMIN_TOKEN}`;
    const problems: string[] = [];
    for (const id of PATH_IDS) {
      for (const [method, url] of [
        ['POST', `/admin/api/withdrawals/${id}/approve`],
        ['POST', `/admin/api/agent-applications/${id}/reject`],
        ['POST', `/admin/api/activity-applications/${id}/approve`],
        ['PUT', `/admin/api/activities/${id}`],
        ['PUT', `/admin/api/articles/${id}`],
      ] as const) {
        const response = await context.app.inject({ method, url, headers: { authorization }, payload: { content: '<p>x</p>' } });
        const body = response.json() as { code: unknown };
        if (response.statusCode >= 500 || body.code === 200) problems.push(`${method} ${url}: HTTP ${response.statusCode} ${response.body.slice(0, 120)}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
