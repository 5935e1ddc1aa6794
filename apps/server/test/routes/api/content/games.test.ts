import { api, GAME_CATEGORIES, messages, PROVIDER_CODES, type Game, type GameTile } from '@lobby/contract';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PLATFORMS } from '../../../../src/site/default-platforms.ts';
import { skipWhenUnavailable } from '../../../support/suites.ts';
import { post, useTestApp } from '../../../support/test-app.ts';
import { testTargets } from '../../../support/test-database.ts';
import { firstRow } from '../../../support/rows.ts';

const platformNames = DEFAULT_PLATFORMS.map((platform) => platform.platform_name);

describe.each(testTargets)('GET /api/game/list and POST /api/gamelistBycode on $dialect', (target) => {
  if (skipWhenUnavailable(target)) return;
  const context = useTestApp(target);
  const gameList = async (query = '') => {
    const response = await context.app.inject({ method: 'GET', url: `${api.gameList.path}${query}`, headers: { authorization: 'Bearer ' } });
    return { status: response.statusCode, body: response.json() as { code: number; message: string; data: Game[] } };
  };

  it('answers every category, 4-8 listed games each on seeded platforms, hidden rows included for the client to filter', async () => {
    const { status, body } = await gameList('?category=');
    expect(status).toBe(200);
    expect(body.code).toBe(200);
    for (const game of body.data) {
      expect(Object.keys(game).sort()).toEqual(['app_state', 'category_id', 'game_code', 'mobile_img', 'name', 'platform_name']);
      expect(platformNames).toContain(game.platform_name);
      expect(game.mobile_img).toMatch(/^\/media\/games\/.+\.webp$/);
    }
    for (const category of GAME_CATEGORIES) {
      const listed = body.data.filter((game) => game.category_id === category && game.app_state === 1);
      expect(listed.length, category).toBeGreaterThanOrEqual(4);
      expect(listed.length, category).toBeLessThanOrEqual(8);
    }
    expect(body.data.filter((game) => game.app_state === 0).length).toBeGreaterThanOrEqual(2);
    expect((await gameList()).body.data).toEqual(body.data);
  });

  it('narrows to one category and refuses an unknown one', async () => {
    const { body } = await gameList('?category=lottery');
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((game) => game.category_id === 'lottery')).toBe(true);
    expect((await gameList('?category=casino')).body).toEqual({ code: 400, message: messages.content.unknownCategory, data: null });
  });

  it('serves the tile pictures it names', async () => {
    const game = firstRow((await gameList()).body.data);
    const picture = await context.app.inject({ method: 'GET', url: game.mobile_img });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toContain('image/webp');
  });

  it.each(PROVIDER_CODES)('answers 8-16 tiles for provider %s, launching on a seeded platform', async (gamecode) => {
    const { body } = await post<GameTile[]>(context.app, api.gamelistBycode.path, { gamecode });
    expect(body.code).toBe(200);
    expect(body.data.length).toBeGreaterThanOrEqual(8);
    expect(body.data.length).toBeLessThanOrEqual(16);
    for (const tile of body.data) {
      expect(Object.keys(tile).sort()).toEqual(['catecode', 'gamecode', 'gamename', 'gamepic']);
      expect(platformNames).toContain(tile.catecode);
      expect(tile.gamepic).toMatch(/^\/media\/tiles\/.+\.webp$/);
    }
  });

  it.each([{ gamecode: 'xyz' }, { gamecode: '' }, {}])('refuses provider %j', async (payload) => {
    expect((await post(context.app, api.gamelistBycode.path, payload)).body).toEqual({ code: 400, message: messages.content.unknownProvider, data: null });
  });
});
