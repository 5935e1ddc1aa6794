import { api, REQUEST_TIMEOUT_MS } from '@lobby/contract';
import { useQuery } from '@tanstack/react-query';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { combineQueries } from '@/components/query-state/combine-queries';
import { QueryState } from '@/components/query-state/QueryState';
import { fetchData } from '@/lib/api-client';
import { renderAt } from '../../support/render';
import { vipLevel } from '../../support/fixtures';
import { networkFailure, refused, serveCalls, untilAborted } from '../../support/serve-calls';

const levels = [vipLevel({ level: 1, recharge: 100, flow: 1000, status: 1 })];

function Levels({ enabled = true }: { enabled?: boolean }) {
  const query = useQuery({ queryKey: ['qs-levels'], queryFn: () => fetchData(api.uservip, {}), enabled });
  return (
    <QueryState query={query} isEmpty={(list) => list.length === 0}>
      {(list) => <p>{list.map((level) => `VIP${level.level}`).join(',')}</p>}
    </QueryState>
  );
}

describe('QueryState', () => {
  it('shows the loading, then the content', async () => {
    serveCalls({ uservip: levels });
    renderAt('/', <Levels />);
    expect(screen.getByRole('status', { name: '加载中' })).toBeTruthy();
    expect(await screen.findByText('VIP1')).toBeTruthy();
    expect(screen.queryByRole('status', { name: '加载中' })).toBeNull();
  });

  it('says 空空如也 for an empty answer, and nothing for a query with nothing to ask', async () => {
    serveCalls({ uservip: [] });
    const { unmount } = renderAt('/', <Levels />);
    expect(await screen.findByText('空空如也')).toBeTruthy();
    unmount();
    renderAt('/', <Levels enabled={false} />);
    expect(screen.queryByRole('status', { name: '加载中' })).toBeNull();
  });

  it('on a network failure shows the network message and 重试, which brings the content back online', async () => {
    let online = false;
    const server = serveCalls({ uservip: () => (online ? levels : networkFailure()) });
    renderAt('/', <Levels />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('网络异常，请检查当前网络后重试！');
    online = true;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('VIP1')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(server.fetch).toHaveBeenCalledTimes(2);
  });

  it('shows the server\'s own message when it refuses', async () => {
    serveCalls({ uservip: refused(500, '服务繁忙') });
    renderAt('/', <Levels />);
    expect((await screen.findByRole('alert')).textContent).toContain('服务繁忙');
  });

  it('ends a call that never answers at the 30 s time-out with 网络连接超时 and 重试, not an endless 加载中', async () => {
    vi.useFakeTimers();
    serveCalls({ uservip: untilAborted });
    renderAt('/', <Levels />);
    await act(() => vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1));
    expect(screen.getByRole('status', { name: '加载中' })).toBeTruthy();
    // The time-out fires; the rejection then settles through the query in a few more ticks.
    await act(() => vi.advanceTimersByTimeAsync(1));
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(screen.getByRole('alert').textContent).toContain('网络连接超时，请重试!');
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });

  it('keeps the content shown when a later refresh fails', async () => {
    let online = true;
    serveCalls({ uservip: () => (online ? levels : networkFailure()) });
    renderAt('/', <Levels />);
    expect(await screen.findByText('VIP1')).toBeTruthy();
    online = false;
    const { queryClient } = await import('@/lib/query-client');
    await act(() => queryClient.refetchQueries({ queryKey: ['qs-levels'] }));
    expect(screen.getByText('VIP1')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('combineQueries', () => {
  function Both() {
    const a = useQuery({ queryKey: ['qs-a'], queryFn: () => fetchData(api.uservip, {}) });
    const b = useQuery({ queryKey: ['qs-b'], queryFn: () => fetchData(api.homenotice, {}) });
    return (
      <QueryState query={combineQueries(a, b)}>
        {([list, notices]) => <p>{`${list.length} ${notices.join(',')}`}</p>}
      </QueryState>
    );
  }

  it('shows the content once both answered; 重试 asks again only the one that failed', async () => {
    let noticesUp = false;
    const { calls } = serveCalls({ uservip: levels, homenotice: () => (noticesUp ? ['公告'] : networkFailure()) });
    renderAt('/', <Both />);
    expect((await screen.findByRole('alert')).textContent).toContain('网络异常');
    noticesUp = true;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('1 公告')).toBeTruthy();
    expect(calls.uservip).toHaveLength(1);
    expect(calls.homenotice).toHaveLength(2);
  });
});
