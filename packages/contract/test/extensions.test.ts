import { describe, expect, it } from 'vitest';
import { allCalls, type CallKey } from '../src/index.ts';
import { callSchemas, extensionPaths, lobbyLevel, specLevel, withoutExtensions } from '../src/schemas/index.ts';
import { extension, integer, object, optional } from '../src/schemas/schema.ts';

/** Every field the contract answers beyond the spec's call tables (part 1 and part 2, §3 and §7). */
const expectedAdditions: Partial<Record<CallKey, string[]>> = {
  uservip: ['[].level'],
  bannerList: ['[].link'],
  activitylist: ['total', 'last_page', 'current_page'],
  noticeList: ['current_page'],
  betrecord: ['current_page'],
  gettransrecord: ['current_page'],
  getfanshui: ['list.current_page'],
  activityApplyLog: ['current_page'],
  redpacket: ['current_page'],
  recharge: ['deposit_no'],
  uploadimg: ['avatar'],
};

describe('Lobby’s additions in the call schemas', () => {
  it('are marked on exactly the fields the spec does not promise', () => {
    const marked = Object.fromEntries(
      allCalls.map(([key]) => [key, extensionPaths(callSchemas[key].response)] as const).filter(([, paths]) => paths.length > 0),
    );
    expect(marked).toEqual(expectedAdditions);
  });

  it('are required of Lobby’s own answers and optional at the spec level', () => {
    const entry = (schema: unknown) => (schema as { items: { required: string[] } }).items.required;
    expect(entry(lobbyLevel(callSchemas.uservip.response))).toContain('level');
    expect(entry(specLevel(callSchemas.uservip.response))).toEqual(['recharge', 'flow', 'status', 'realperson', 'sport', 'e_sport', 'joker', 'electron', 'lottery']);
    const fanshui = specLevel(callSchemas.getfanshui.response) as { properties: { list: { required: string[] } } };
    expect(fanshui.properties.list.required).toEqual(['data', 'total', 'last_page']);
    const lobbyFanshui = lobbyLevel(callSchemas.getfanshui.response) as { properties: { list: { required: string[] } } };
    expect(lobbyFanshui.properties.list.required).toContain('current_page');
    // The builder's own schemas are untouched by either level.
    const before = JSON.stringify(callSchemas.getfanshui.response);
    specLevel(callSchemas.getfanshui.response);
    lobbyLevel(callSchemas.getfanshui.response);
    expect(JSON.stringify(callSchemas.getfanshui.response)).toBe(before);
  });

  it('requires an extension at the lobby level also where the type makes it optional, and not at the spec level', () => {
    const schema = object({ rows: integer(), page: optional(extension(integer())) });
    expect(schema.required).toEqual(['rows']);
    expect(lobbyLevel(schema).required).toEqual(['rows', 'page']);
    expect(specLevel(lobbyLevel(schema)).required).toEqual(['rows']);
    // activitylist's `page` stays an optional payload field.
    expect(callSchemas.activitylist.request.required).toEqual([]);
  });

  it('marks the paging of activitylist’s payload, which part 1 §7 does not send', () => {
    expect(extensionPaths(callSchemas.activitylist.request)).toEqual(['page']);
  });

  it('are dropped from an answer at any depth, everything else kept', () => {
    const levels = [{ level: 0, recharge: 0, flow: 0, status: 1, realperson: 0.5, sport: 0.5, e_sport: 0.5, joker: 0.5, electron: 0.5, lottery: 0.5 }];
    const [entry] = withoutExtensions(callSchemas.uservip.response, levels) as Array<Record<string, unknown>>;
    expect(entry).not.toHaveProperty('level');
    expect(entry).toMatchObject({ recharge: 0, status: 1, lottery: 0.5 });
    const fanshui = { list: { data: [], total: 0, last_page: 1, current_page: 1 }, jisuan: 1, nojisuan: 2 };
    expect(withoutExtensions(callSchemas.getfanshui.response, fanshui)).toEqual({ list: { data: [], total: 0, last_page: 1 }, jisuan: 1, nojisuan: 2 });
    expect(withoutExtensions(callSchemas.activitylist.response, { data: [], total: 0, last_page: 1, current_page: 1 })).toEqual({ data: [] });
    expect(withoutExtensions(callSchemas.logoff.response, null)).toBeNull();
  });
});
