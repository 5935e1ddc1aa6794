import { REQUEST_TIMEOUT_MS, api } from '@lobby/contract';
import { describe, expect, it, vi } from 'vitest';
import { primeRequest, request } from '@/lib/api-client';
import { BASE_URL_KEY, copyBaseURLToSession } from '@/lib/base-url';
import { AuthExpiredError, NetworkError, SiteMaintenanceError } from '@/lib/errors';
import { onMaintenanceAnswer } from '@/lib/maintenance-signal';
import { useSessionStore } from '@/stores/session-store';
import { appInfo } from '../support/fixtures';
import { httpError, maintenanceRefusal, networkFailure, refused, serveCalls, untilAborted } from '../support/serve-calls';

describe('api client', () => {
  it('sends the session token as a Bearer header, JSON body and content type', async () => {
    useSessionStore.setState({ token: 'tok-123' });
    const { requests } = serveCalls({ balance: { balance: 1, gameblance: 2 } });
    const envelope = await request(api.balance, {});
    const { init } = requests[0]!;
    const headers = init.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer tok-123');
    expect(headers['Content-Type']).toBe('application/json');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{}');
    expect(envelope).toEqual({ code: 200, message: '', data: { balance: 1, gameblance: 2 } });
  });

  it('an answer saying the site is in maintenance tells the site feature and throws SiteMaintenanceError with its text', async () => {
    serveCalls({ activitylist: maintenanceRefusal('今晚升级') });
    const heard = vi.fn();
    const stop = onMaintenanceAnswer(heard);
    const failure = await request(api.activitylist, { page: 1 }).catch((error: unknown) => error);
    stop();
    expect(failure).toBeInstanceOf(SiteMaintenanceError);
    expect((failure as SiteMaintenanceError).message).toBe('今晚升级');
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('sends an empty Bearer token for a visitor', async () => {
    const { requests } = serveCalls({ app: appInfo() });
    await request(api.app, {});
    expect((requests[0]!.init.headers as Record<string, string>).Authorization).toBe('Bearer ');
  });

  it('uses the page origin by default and the base address from local storage when set', async () => {
    const { requests } = serveCalls({ app: appInfo() });
    await request(api.app, {});
    expect(requests[0]!.url).toBe(`${window.location.origin}${api.app.path}`);
    localStorage.setItem(BASE_URL_KEY, 'https://line2.example.com/');
    await request(api.app, {});
    expect(requests[1]!.url).toBe(`https://line2.example.com${api.app.path}`);
  });

  it('sends a GET payload as the query string', async () => {
    const { requests } = serveCalls({ gameList: [], userredpacket: { sendnums: 0, acquirednum: 0, max_times: 0, rules: [] } });
    await request(api.gameList, { category: '' });
    await request(api.userredpacket, { page: 2 });
    expect(requests[0]!.url).toBe(`${window.location.origin}${api.gameList.path}?category=`);
    expect(requests[1]!.url).toBe(`${window.location.origin}${api.userredpacket.path}?page=2`);
    expect(requests[1]!.init.body).toBeUndefined();
  });

  it('returns a non-200 envelope as it is, for the caller to show its message', async () => {
    serveCalls({ login_pc: httpError(400, { code: 400, message: '账号或密码错误', data: null }) });
    await expect(request(api.login_pc, { name: 'a', password: 'b', code: 'c' })).resolves.toMatchObject({
      code: 400,
      message: '账号或密码错误',
    });
  });

  it('raises AuthExpiredError when a member call answers HTTP 401', async () => {
    serveCalls({ balance: httpError(401) });
    await expect(request(api.balance, {})).rejects.toBeInstanceOf(AuthExpiredError);
  });

  it('raises NetworkError when the request fails', async () => {
    serveCalls({ app: networkFailure });
    await expect(request(api.app, {})).rejects.toBeInstanceOf(NetworkError);
  });

  it('gives up after the 30 s time-out with a NetworkError', async () => {
    vi.useFakeTimers();
    serveCalls({ app: untilAborted });
    const pending = request(api.app, {});
    const assertion = expect(pending).rejects.toMatchObject({ name: 'NetworkError', timedOut: true });
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    await vi.advanceTimersByTimeAsync(1);
    await assertion;
  });

  it('copies the base address to session storage on sign-in', () => {
    localStorage.setItem(BASE_URL_KEY, 'https://line3.example.com');
    copyBaseURLToSession();
    expect(sessionStorage.getItem(BASE_URL_KEY)).toBe('https://line3.example.com');
  });

  describe('primed requests', () => {
    it('answers the next identical request from the primed one, without sending it again', async () => {
      const server = serveCalls({ homenotice: ['公告'] });
      primeRequest(api.homenotice, {});
      expect(server.fetch).toHaveBeenCalledTimes(1);
      await expect(request(api.homenotice, {})).resolves.toEqual({ code: 200, message: '', data: ['公告'] });
      expect(server.fetch).toHaveBeenCalledTimes(1);
      // Taken once: a later request asks the server again.
      await request(api.homenotice, {});
      expect(server.fetch).toHaveBeenCalledTimes(2);
    });

    it('answers the data of a successful primed answer, leaving the answer itself to the taker', async () => {
      serveCalls({ homenotice: ['公告'] });
      await expect(primeRequest(api.homenotice, {})).resolves.toEqual(['公告']);
      await expect(request(api.homenotice, {})).resolves.toMatchObject({ data: ['公告'] });
      serveCalls({ homenotice: refused(500, '服务器错误') });
      await expect(primeRequest(api.homenotice, {})).resolves.toBeUndefined();
    });

    it('sends again when the payload or the token differs', async () => {
      const server = serveCalls({ activitylist: { data: [] } });
      primeRequest(api.activitylist, { page: 1 });
      await request(api.activitylist, { page: 2 });
      expect(server.fetch).toHaveBeenCalledTimes(2);
      useSessionStore.setState({ token: 'tok-new' });
      await request(api.activitylist, { page: 1 });
      expect(server.fetch).toHaveBeenCalledTimes(3);
    });

    it('gives the taker the primed failure as its own NetworkError', async () => {
      serveCalls({ uservip: networkFailure });
      primeRequest(api.uservip, {});
      await expect(request(api.uservip, {})).rejects.toBeInstanceOf(NetworkError);
      expect(fetch).toHaveBeenCalledTimes(1);
    });

    it('is forgotten after 10 s: a later request is sent afresh', async () => {
      vi.useFakeTimers();
      const server = serveCalls({ bannerList: [] });
      primeRequest(api.bannerList, { type: 2 });
      await vi.advanceTimersByTimeAsync(10_000);
      await request(api.bannerList, { type: 2 });
      expect(server.fetch).toHaveBeenCalledTimes(2);
    });
  });
});
