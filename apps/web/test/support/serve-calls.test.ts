import { api } from '@lobby/contract';
import { describe, expect, it } from 'vitest';
import { fetchData, request } from '@/lib/api-client';
import { NetworkError } from '@/lib/errors';
import { useSessionStore } from '@/stores/session-store';
import { assertAllCallsServed, networkFailure, ok, refused, serveCalls } from './serve-calls';

// The stub every web test relies on: if it stopped failing on what it was not told, tests would pass on anything.
describe('serveCalls', () => {
  it('answers data as a success, a reply as it says, and records each payload by call', async () => {
    useSessionStore.setState({ token: 'tok' });
    const { calls, requests } = serveCalls({
      getcard: ({ payload, count }) => (count === 1 ? [] : refused(400, `第${count}次 type ${payload.type}`)),
      transfer: ok(null, '转账成功'),
    });
    await expect(request(api.getcard, { type: 2 })).resolves.toEqual({ code: 200, message: '', data: [] });
    await expect(request(api.getcard, { type: 4 })).resolves.toEqual({ code: 400, message: '第2次 type 4', data: null });
    await expect(request(api.transfer, { amount: 5, sourcetype: 'userbalance', targettype: 'ag' })).resolves.toMatchObject({ message: '转账成功' });
    expect(calls.getcard).toEqual([{ type: 2 }, { type: 4 }]);
    expect(requests.map((call) => call.key)).toEqual(['getcard', 'getcard', 'transfer']);
  });

  it('reads a GET payload from the query string and a path segment into params', async () => {
    useSessionStore.setState({ token: 'tok' });
    const { calls, requests } = serveCalls({
      userredpacket: { sendnums: 0, acquirednum: 0, max_times: 0, rules: [] },
      userapimoney: ({ params }) => ({ name: 'AG视讯', platname: params.platname!, balance: 1 }),
    });
    await request(api.userredpacket, { page: 2 });
    expect(calls.userredpacket).toEqual([{ page: '2' }]);
    expect(await fetchData(api.userapimoney, {}, { platname: 'ag' })).toEqual({ name: 'AG视讯', platname: 'ag', balance: 1 });
    expect(requests[1]?.params).toEqual({ platname: 'ag' });
  });

  it('lets a network failure reach the app as one', async () => {
    serveCalls({ app: networkFailure });
    await expect(request(api.app, {})).rejects.toBeInstanceOf(NetworkError);
    expect(assertAllCallsServed).not.toThrow();
  });

  it('fails the test on a call it was not told to serve, unless the test opts in to a default', async () => {
    serveCalls({});
    await expect(request(api.homenotice, {})).rejects.toBeInstanceOf(NetworkError);
    expect(assertAllCallsServed).toThrow(/homenotice \(POST [^)]+\) was called but not served/);

    serveCalls({}, { otherwise: () => ok(['公告']) });
    await expect(fetchData(api.homenotice, {})).resolves.toEqual(['公告']);
    expect(assertAllCallsServed).not.toThrow();
  });

  it('fails the test when an answer throws, rather than pass it off as a network failure', async () => {
    serveCalls({
      homenotice: () => {
        throw new Error('a mistake in the test');
      },
    });
    await expect(request(api.homenotice, {})).rejects.toBeInstanceOf(NetworkError);
    expect(assertAllCallsServed).toThrow(/the answer to homenotice threw Error: a mistake in the test/);
  });

  it('fails the test on a fetch that is no call of the contract', async () => {
    serveCalls({});
    await expect(fetch(`${window.location.origin}/index.html`, { method: 'GET' })).rejects.toThrow(/is no call of the contract/);
    expect(assertAllCallsServed).toThrow(/index\.html is no call of the contract/);
  });
});
