import { BALANCE_PUSH_HEADER, BALANCE_PUSH_PATH } from '@lobby/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useBalancePushStore } from '@/lib/member/balance-push/balance-push-store';
import { useBalancePoll } from '@/lib/member/get-balance';
import { useUserStore } from '@/lib/member/user-store';
import { queryClient } from '@/lib/query-client';
import { useSessionStore } from '@/stores/session-store';
import { member } from '../../support/fixtures';
import { stubFetch } from '../../support/stub-fetch';

const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;

/** A back end answering /api/balance (with or without the push header) and the stream, which the test writes. */
function backEnd(offersPush: boolean) {
  const encoder = new TextEncoder();
  const streams: Array<{ send: (text: string) => void; end: () => void; init: RequestInit }> = [];
  let balanceCalls = 0;
  const fetchMock = stubFetch((url, init) => {
    if (url.endsWith('/api/balance')) {
      balanceCalls += 1;
      const headers: Record<string, string> = { 'Content-Type': 'application/json', ...(offersPush ? { [BALANCE_PUSH_HEADER]: BALANCE_PUSH_PATH } : {}) };
      return new Response(JSON.stringify({ code: 200, message: '', data: { balance: 10, gameblance: 0 } }), { headers });
    }
    if (url.endsWith(BALANCE_PUSH_PATH)) {
      let controller!: ReadableStreamDefaultController<Uint8Array>;
      const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
      streams.push({ send: (text) => controller.enqueue(encoder.encode(text)), end: () => controller.close(), init });
      return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
    }
    throw new Error(`unexpected fetch ${url}`);
  });
  return { fetchMock, streams, balanceCalls: () => balanceCalls };
}

describe('the balance poll and the balance push', () => {
  beforeEach(() => {
    useSessionStore.setState({ token: 'member-token' });
    useUserStore.setState({ userInfo: member({ balance: 0, gameblance: 0 }) });
  });
  afterEach(() => useBalancePushStore.setState({ offeredPath: null, streaming: false }));

  it('polls as the spec says against a back end that names no stream, and never opens one', async () => {
    const server = backEnd(false);
    renderHook(() => useBalancePoll(), { wrapper });
    await waitFor(() => expect(useUserStore.getState().userInfo?.balance).toBe(10));
    expect(useBalancePushStore.getState()).toMatchObject({ offeredPath: null, streaming: false });
    expect(server.fetchMock.mock.calls.every(([url]) => String(url).endsWith('/api/balance'))).toBe(true);
  });

  it('opens the named stream with the token, shows each pushed balance, and polls again when the stream ends', async () => {
    const server = backEnd(true);
    renderHook(() => useBalancePoll(), { wrapper });
    await waitFor(() => expect(server.streams).toHaveLength(1));
    expect(server.streams[0]!.init.headers).toMatchObject({ Authorization: 'Bearer member-token' });

    act(() => server.streams[0]!.send('event: balance\ndata: {"balance":88.8,"gameblance":11.2}\n\n'));
    await waitFor(() => expect(useUserStore.getState().userInfo).toMatchObject({ balance: 88.8, gameblance: 11.2 }));
    expect(useBalancePushStore.getState().streaming).toBe(true);
    expect(queryClient.getQueryData(['balance'])).toEqual({ balance: 88.8, gameblance: 11.2 });

    const callsBefore = server.balanceCalls();
    act(() => server.streams[0]!.end());
    await waitFor(() => expect(useBalancePushStore.getState().streaming).toBe(false));
    // Back on the poll at once: the balance is asked for without waiting for the next interval.
    await waitFor(() => expect(server.balanceCalls()).toBeGreaterThan(callsBefore));
  });

  it('closes the stream at logout', async () => {
    const server = backEnd(true);
    renderHook(() => useBalancePoll(), { wrapper });
    await waitFor(() => expect(server.streams).toHaveLength(1));
    act(() => useSessionStore.setState({ token: '' }));
    await waitFor(() => expect(server.streams[0]!.init.signal?.aborted).toBe(true));
    expect(useBalancePushStore.getState().streaming).toBe(false);
  });
});
