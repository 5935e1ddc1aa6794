import { describe, expect, expectTypeOf, it } from 'vitest';
import { allCalls, api, callPath, type RequestOf, type ResponseOf } from '../src/index.ts';

describe('api', () => {
  it('holds every call of both §7 once, keyed by the path name', () => {
    expect(allCalls).toHaveLength(52);
    for (const [key, def] of allCalls) {
      const name = def.path.replace('/api/', '').replace('/:platname', '');
      expect(key === 'gameList' ? def.path === '/api/game/list' : name === key).toBe(true);
    }
    expect(new Set(allCalls.map(([, def]) => def.path)).size).toBe(allCalls.length);
  });

  it('keeps the spec spellings and methods', () => {
    expect(api.activitydeatil.path).toBe('/api/activitydeatil');
    expect(api.get_pay_way.method).toBe('GET');
    expect(api.userredpacket.method).toBe('GET');
    expect(api.login_pc.auth).toBe('none');
    expect(api.uservip.auth).toBe('optional');
    expect(api.withdraw.auth).toBe('member');
  });

  it('carries request and response types', () => {
    expectTypeOf<RequestOf<typeof api.editPassword>>().toHaveProperty('newpasword');
    expectTypeOf<ResponseOf<typeof api.login_pc>>().toEqualTypeOf<{ new_api_token: string }>();
    expectTypeOf<RequestOf<typeof api.userredpacket>>().toEqualTypeOf<{ page?: number }>();
    expectTypeOf<ResponseOf<typeof api.getfanshui>['list']['last_page']>().toEqualTypeOf<number>();
  });
});

describe('callPath', () => {
  it('fills and encodes :name segments', () => {
    expect(callPath(api.userapimoney, { platname: 'ag' })).toBe('/api/userapimoney/ag');
    expect(callPath(api.userapimoney, { platname: 'a/b c' })).toBe('/api/userapimoney/a%2Fb%20c');
    expect(callPath(api.user)).toBe('/api/user');
  });
  it('throws on a missing segment (a programming error)', () => {
    expect(() => callPath(api.userapimoney)).toThrow(/platname/);
  });
});
