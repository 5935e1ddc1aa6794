import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import BetRecordPage from '@/features/records/BetRecordPage';
import { useSessionStore } from '@/stores/session-store';
import { renderAt } from '../../support/render';
import { layOutInfiniteScroll } from '../../support/infinite-scroll';
import { paged } from '../../support/fixtures';
import { serveCalls } from '../../support/serve-calls';

const bet = (n: number, status = 1) => ({
  bet_id: `B${n}`, bet_amount: 10, win_loss: 19.5, Code: 'demo', playname: '演示游戏', playmemo: '押大', status, bet_time: '2025-01-02 10:00:00',
});
const venues = [{ name: '演示场馆', platname: 'demo' }];

/** Two pages of bets for every filter: 15 on page 1, 2 on page 2. */
function serveBets() {
  return serveCalls({
    balancelist: venues,
    betrecord: ({ payload: { page } }) => {
      const rows = page === 1 ? Array.from({ length: 15 }, (_, i) => bet(i + 1, i % 3)) : [bet(16), bet(17)];
      return paged(page > 2 ? [] : rows, page, 2, 17);
    },
  });
}

describe('BetRecordPage', () => {
  layOutInfiniteScroll();

  it('pages to the end, shows the status labels, and starts again at page 1 when a filter changes', async () => {
    useSessionStore.setState({ token: 'tok' });
    const { betrecord: bodies } = serveBets().calls;
    renderAt('/betRecord', <BetRecordPage />);
    expect(await screen.findByText('没有更多了')).toBeTruthy();
    const list = screen.getByRole('list', { name: '投注记录' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(17);
    expect(within(list).getAllByText('未结算').length).toBeGreaterThan(0);
    expect(within(list).getAllByText('已结算').length).toBeGreaterThan(0);
    expect(within(list).getAllByText('无效注单').length).toBeGreaterThan(0);
    expect(bodies).toEqual([{ date: 4, page: 1, api_type: '' }, { date: 4, page: 2, api_type: '' }]);
    // Every page in: the period's totals. 17 bets of 10.00; 7 settled, each paying 19.50.
    const totals = screen.getByRole('region', { name: '投注合计' });
    expect(totals.textContent).toContain('本期合计（17笔）');
    expect(within(totals).getByText('170.00')).toBeTruthy();
    expect(within(totals).getByText('70.00')).toBeTruthy();
    expect(totals.textContent).toContain('+66.50');

    fireEvent.click(screen.getByText('昨天'));
    await waitFor(() => expect(bodies).toContainEqual({ date: 2, page: 2, api_type: '' }));
    expect(bodies[2]).toEqual({ date: 2, page: 1, api_type: '' });

    fireEvent.click(screen.getByRole('button', { name: '平台：全平台' }));
    fireEvent.click(await screen.findByRole('button', { name: '演示场馆' }));
    await waitFor(() => expect(bodies).toContainEqual({ date: 2, page: 2, api_type: 'demo' }));
    expect(bodies[4]).toEqual({ date: 2, page: 1, api_type: 'demo' });
    expect(screen.getByRole('button', { name: '平台：演示场馆' })).toBeTruthy();
  });

  it('says 空空如也 when there is no bet', async () => {
    useSessionStore.setState({ token: 'tok' });
    serveCalls({ balancelist: venues, betrecord: paged([], 1, 0) });
    renderAt('/betRecord', <BetRecordPage />);
    expect(await screen.findByText('空空如也')).toBeTruthy();
    // The previous test's sheet may still be playing its hide on an inert, aria-hidden copy (useSheetPage).
    expect(screen.queryByText('没有更多了', { ignore: '[aria-hidden="true"] *' })).toBeNull();
  });

  it('hides the body overflow while open and restores it on leaving', async () => {
    useSessionStore.setState({ token: 'tok' });
    document.body.style.overflow = 'auto';
    serveCalls({ balancelist: venues, betrecord: paged([], 1, 0) });
    const view = renderAt('/betRecord', <BetRecordPage />);
    expect(document.body.style.overflow).toBe('hidden');
    view.unmount();
    expect(document.body.style.overflow).toBe('auto');
  });
});
