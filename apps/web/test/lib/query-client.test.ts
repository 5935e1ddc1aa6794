import { onlineManager, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/lib/query-client';

/** Watches a query as a mounted screen would; answers its query function and the stop. */
function watch(key: string, queryFn: () => Promise<string>, staleTime = 0) {
  const fn = vi.fn(queryFn);
  const observer = new QueryObserver(queryClient, { queryKey: [key], queryFn: fn, staleTime });
  const stop = observer.subscribe(() => undefined);
  return { fn, observer, stop };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('queryClient: coming back online', () => {
  afterEach(() => {
    onlineManager.setOnline(true);
    queryClient.clear();
  });

  it('asks again at once for every watched query that failed, whatever its staleTime', async () => {
    queryClient.mount();
    let online = true;
    const failing = () => (online ? Promise.resolve('rows') : Promise.reject(new Error('offline')));
    const fresh = watch('fresh', failing);
    const kept = watch('kept', failing, 5 * 60_000);
    await settle();
    onlineManager.setOnline(false);
    online = false;
    await fresh.observer.refetch();
    await kept.observer.refetch();
    // A refresh that failed keeps the answer shown, in the error state.
    expect(kept.observer.getCurrentResult()).toMatchObject({ status: 'error', data: 'rows' });
    const failed = watch('failed-first', failing, 5 * 60_000);
    await settle();
    expect(failed.observer.getCurrentResult().status).toBe('error');
    const calls = [fresh.fn.mock.calls.length, kept.fn.mock.calls.length, failed.fn.mock.calls.length];

    online = true;
    onlineManager.setOnline(true);
    await settle();
    expect([fresh.fn.mock.calls.length, kept.fn.mock.calls.length, failed.fn.mock.calls.length]).toEqual(calls.map((count) => count + 1));
    await settle();
    expect(failed.observer.getCurrentResult().data).toBe('rows');
    for (const query of [fresh, kept, failed]) query.stop();
    queryClient.unmount();
  });

  it('leaves alone a query whose answer is still fresh', async () => {
    queryClient.mount();
    const quiet = watch('quiet', () => Promise.resolve('figures'), 5 * 60_000);
    await settle();
    onlineManager.setOnline(false);
    onlineManager.setOnline(true);
    await settle();
    expect(quiet.fn).toHaveBeenCalledTimes(1);
    quiet.stop();
    queryClient.unmount();
  });
});
