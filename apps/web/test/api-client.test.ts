import { REQUEST_TIMEOUT_MS, api } from '@lobby/contract';
import { describe, expect, it, vi } from 'vitest';
import { primeRequest, request } from '@/lib/api-client';
import { BASE_URL_KEY, copyBaseURLToSession } from '@/lib/base-url';
import { AuthExpiredError, NetworkError } from '@/lib/errors';
import { useSessionStore } from '@/stores/session-store';
import { jsonResponse, mockFetch } from './helpers';

const ok = (data: unknown) => jsonResponse({ code: 200, message: '', data });

describe('api client', () => {
  it('sends the session token as a Bearer header, JSON body and content type', async () => {
    useSessionStore.setState({ token: 'tok-123' });
    const fetchMock = mockFetch(() => ok({ balance: 1, gameblance: 2 }));
    const envelope = await request(api.balance, {});
    const [, init] = fetchMock.mock.calls[0];
    const headers = init?.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer tok-123');
    expect(headers['Content-Type']).toBe('application/json');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{}');
    expect(envelope).toEqual({ code: 200, message: '', data: { balance: 1, gameblance: 2 } });
  });

  it('sends an empty Bearer token for a visitor', async () => {
    const fetchMock = mockFetch(() => ok({}));
    await request(api.app, {});
    expect((fetchMock.mock.calls[0][1]?.headers as Record<string, string>).Authorization).toBe('Bearer ');
  });

  it('uses the page origin by default and the base address from local storage when set', async () => {
    const fetchMock = mockFetch(() => ok({}));
    await request(api.app, {});
    expect(fetchMock.mock.calls[0][0]).toBe(`${window.location.origin}/api/app`);
    localStorage.setItem(BASE_URL_KEY, 'https://line2.example.com/');
    await request(api.app, {});
    expect(fetchMock.mock.calls[1][0]).toBe('https://line2.example.com/api/app');
  });

  it('sends a GET payload as the query string', async () => {
    const fetchMock = mockFetch(() => ok([]));
    await request(api.gameList, { category: '' });
    await request(api.userredpacket, { page: 2 });
    expect(fetchMock.mock.calls[0][0]).toBe(`${window.location.origin}/api/game/list?category=`);
    expect(fetchMock.mock.calls[1][0]).toBe(`${window.location.origin}/api/userredpacket?page=2`);
    expect(fetchMock.mock.calls[1][1]?.body).toBeUndefined();
  });

  it('returns a non-200 envelope as it is, for the caller to show its message', async () => {
    mockFetch(() => jsonResponse({ code: 400, message: '账号或密码错误', data: null }, 400));
    await expect(request(api.login_pc, { name: 'a', password: 'b', code: 'c' })).resolves.toMatchObject({
      code: 400,
      message: '账号或密码错误',
    });
  });

  it('raises AuthExpiredError when a member call answers HTTP 401', async () => {
    mockFetch(() => jsonResponse({ code: 401, message: '', data: null }, 401));
    await expect(request(api.balance, {})).rejects.toBeInstanceOf(AuthExpiredError);
  });

  it('raises NetworkError when the request fails', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(request(api.app, {})).rejects.toBeInstanceOf(NetworkError);
  });

  it('gives up after the 30 s time-out with a NetworkError', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      ),
    );
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
      const fetchMock = mockFetch(() => ok(['公告']));
      primeRequest(api.homenotice, {});
      expect(fetchMock).toHaveBeenCalledTimes(1);
      await expect(request(api.homenotice, {})).resolves.toEqual({ code: 200, message: '', data: ['公告'] });
      expect(fetchMock).toHaveBeenCalledTimes(1);
      // Taken once: a later request asks the server again.
      await request(api.homenotice, {});
      expect(fetchMock).toHaveBeenCalledTimes(2);
    });

    it('answers the data of a successful primed answer, leaving the answer itself to the taker', async () => {
      mockFetch(() => ok(['公告']));
      await expect(primeRequest(api.homenotice, {})).resolves.toEqual(['公告']);
      await expect(request(api.homenotice, {})).resolves.toMatchObject({ data: ['公告'] });
      mockFetch(() => jsonResponse({ code: 500, message: '服务器错误', data: null }));
      await expect(primeRequest(api.homenotice, {})).resolves.toBeUndefined();
    });

    it('sends again when the payload or the token differs', async () => {
      const fetchMock = mockFetch(() => ok([]));
      primeRequest(api.activitylist, { page: 1 });
      await request(api.activitylist, { page: 2 });
      expect(fetchMock).toHaveBeenCalledTimes(2);
      useSessionStore.setState({ token: 'tok-new' });
      await request(api.activitylist, { page: 1 });
      expect(fetchMock).toHaveBeenCalledTimes(3);
    });

    it('gives the taker the primed failure as its own NetworkError', async () => {
      vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
      primeRequest(api.uservip, {});
      await expect(request(api.uservip, {})).rejects.toBeInstanceOf(NetworkError);
      expect(fetch).toHaveBeenCalledTimes(1);
    });

    it('is forgotten after 10 s: a later request is sent afresh', async () => {
      vi.useFakeTimers();
      const fetchMock = mockFetch(() => ok([]));
      primeRequest(api.bannerList, { type: 2 });
      await vi.advanceTimersByTimeAsync(10_000);
      await request(api.bannerList, { type: 2 });
      expect(fetchMock).toHaveBeenCalledTimes(2);
    });
  });
});
