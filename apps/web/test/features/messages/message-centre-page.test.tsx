import { fireEvent, screen, waitFor } from '@testing-library/react';
import DOMPurify from 'dompurify';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import MessageCentrePage from '@/features/messages/MessageCentrePage';
import { useMessageShownStore } from '@/features/messages/message-shown-store';
import { MemberCentreMenu } from '@/features/mine/MemberCentreMenu';
import { useAppStore } from '@/stores/app-store';
import { useSessionStore } from '@/stores/session-store';
import { renderAt } from '../../support/render';
import { serveCalls } from '../../support/serve-calls';

const message = (n: number) => ({ title: `消息${n}`, content: `<p>正文${n}</p>`, created_at: '2026-01-02 10:00:00' });
/** `total` messages, 15 a page. */
const noticePage = (page: number, total: number) => ({
  data: Array.from({ length: Math.max(0, Math.min(15, total - (page - 1) * 15)) }, (_, i) => message((page - 1) * 15 + i + 1)),
  total,
  last_page: Math.max(1, Math.ceil(total / 15)),
  current_page: page,
});

function answer(total: number, notices: string[] = ['公告一', '公告二']) {
  return serveCalls({ homenotice: notices, noticeList: ({ payload }) => noticePage(payload.page, total) });
}

describe('MessageCentrePage', () => {
  it('shows announcements as plain lines on type=1 and by default, and follows the tab into the query', async () => {
    useSessionStore.setState({ token: 'tok' });
    answer(0, ['公告一', '<b>公告二</b>']);
    renderAt('/message', <MessageCentrePage />);
    expect(await screen.findByText('公告一')).toBeTruthy();
    expect(screen.getByText('<b>公告二</b>')).toBeTruthy();
    expect(screen.getByRole('tab', { name: '平台公告', selected: true })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: '站内信' }));
    expect(screen.getByTestId('location').textContent).toBe('/message?type=2');
    expect(await screen.findByText('空空如也')).toBeTruthy();
  });

  it('lists in-site messages sanitized, a page at a time, and ends with 没有更多了', async () => {
    useSessionStore.setState({ token: 'tok' });
    const sanitize = vi.spyOn(DOMPurify, 'sanitize');
    Object.defineProperty(HTMLElement.prototype, 'offsetParent', { configurable: true, get: () => document.body });
    onTestFinished(() => void Reflect.deleteProperty(HTMLElement.prototype, 'offsetParent'));
    const { calls } = answer(20);
    renderAt('/message?type=2', <MessageCentrePage />);
    expect(await screen.findByRole('heading', { name: '消息1' })).toBeTruthy();
    expect(screen.getByText('正文1')).toBeTruthy();
    expect(sanitize).toHaveBeenCalledWith('<p>正文1</p>', expect.objectContaining({ FORBID_TAGS: ['style'] }));
    // happy-dom lays nothing out: with an offset parent the scroll sentinel counts as in view, so the next page follows.
    expect(await screen.findByRole('heading', { name: '消息20' })).toBeTruthy();
    expect(await screen.findByText('没有更多了')).toBeTruthy();
    const pages = calls.noticeList.map((payload) => payload.page);
    expect(pages).toEqual([1, 2]);
    expect(useAppStore.getState().messageNum).toBe(20);
  });
});

describe('the unread count (part 1 §4)', () => {
  it('is 0 without a token, whatever is stored', async () => {
    useAppStore.setState({ messageNum: 4 });
    answer(4);
    renderAt('/mine', <MemberCentreMenu />);
    expect(screen.getByRole('button', { name: '站内信' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: /条未读/ })).toBeNull();
  });

  it('shows the total of noticeList beside 站内信 until the member opens the messages', async () => {
    useSessionStore.setState({ token: 'tok' });
    answer(3);
    const menu = renderAt('/mine', <MemberCentreMenu />);
    expect(await screen.findByRole('img', { name: '3条未读' })).toBeTruthy();
    menu.unmount();

    renderAt('/message?type=2', <MessageCentrePage />);
    await screen.findByRole('heading', { name: '消息3' });
    await waitFor(() => expect(useMessageShownStore.getState().shown).toBe(true));
    expect(JSON.parse(localStorage.getItem('lobby.messageShown') ?? '{}').state.shown).toBe(true);
  });

  it('is 0 once the flag is set, and shows again when new messages arrive', async () => {
    useSessionStore.setState({ token: 'tok' });
    useAppStore.setState({ messageNum: 3 });
    useMessageShownStore.setState({ shown: true });
    answer(3);
    const menu = renderAt('/mine', <MemberCentreMenu />);
    await waitFor(() => expect(useAppStore.getState().messageNum).toBe(3));
    expect(screen.queryByRole('img', { name: /条未读/ })).toBeNull();
    menu.unmount();

    answer(5);
    const { queryClient } = await import('@/lib/query-client');
    queryClient.clear();
    renderAt('/mine', <MemberCentreMenu />);
    expect(await screen.findByRole('img', { name: '5条未读' })).toBeTruthy();
  });
});
