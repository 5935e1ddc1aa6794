import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '@lobby/contract';
import ArticlePage from '@/features/help/ArticlePage';
import HelpCentrePage from '@/features/help/HelpCentrePage';
import HelpPage from '@/features/help/HelpPage';
import { renderAt } from '../../support/render';
import { refused, serveCalls } from '../../support/serve-calls';

describe('help pages', () => {
  it.each([
    ['/securitycenter', HelpCentrePage],
    ['/boutBallBet', HelpPage],
  ])('%s lists the seven topics and the human-service prompt', (path, Page) => {
    renderAt(path, <Page />);
    expect(screen.getByRole('heading', { name: '您好，欢迎来到帮助中心' })).toBeTruthy();
    const links = within(screen.getByRole('navigation', { name: '帮助主题' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['关于我们', '/boutBallBetInfo?type=7'],
      ['常见问题', '/boutBallBetInfo?type=1'],
      ['隐私政策', '/boutBallBetInfo?type=2'],
      ['免责说明', '/boutBallBetInfo?type=3'],
      ['联系我们', '/boutBallBetInfo?type=4'],
      ['代理加盟', '/boutBallBetInfo?type=5'],
      ['博彩责任', '/boutBallBetInfo?type=8'],
    ]);
    expect(screen.getByRole('link', { name: '人工客服' }).getAttribute('href')).toBe('/kefu');
  });
});

describe('ArticlePage', () => {
  it('titles the article by type and shows its content, then the prompt', async () => {
    const { calls } = serveCalls({ article: { content: '<p>理性娱乐</p>' } });
    renderAt('/boutBallBetInfo?type=8', <ArticlePage />);
    expect(screen.getByRole('heading', { name: '博彩责任' })).toBeTruthy();
    expect(screen.getByRole('status', { name: '加载中' })).toBeTruthy();
    expect(await screen.findByText('理性娱乐')).toBeTruthy();
    expect(screen.queryByRole('status', { name: '加载中' })).toBeNull();
    expect(screen.getByRole('link', { name: '人工客服' })).toBeTruthy();
    expect(calls.article[0]).toEqual({ type: 8 });
  });

  it('type 6 has no title', () => {
    serveCalls({ article: { content: '' } });
    renderAt('/boutBallBetInfo?type=6', <ArticlePage />);
    expect(screen.getByRole('heading').textContent).toBe('');
  });

  it('an empty article (type 6) shows the shared empty state, then the prompt, not a blank page', async () => {
    serveCalls({ article: { content: ' ' } });
    renderAt('/boutBallBetInfo?type=6', <ArticlePage />);
    expect(await screen.findByText(messages.common.empty)).toBeTruthy();
    expect(screen.getByRole('link', { name: '人工客服' })).toBeTruthy();
  });

  it('on failure hides the indicator and shows the error with 重试, which brings the article', async () => {
    let failing = true;
    serveCalls({ article: () => (failing ? refused(500, '文章不存在') : { content: '<p>理性娱乐</p>' }) });
    renderAt('/boutBallBetInfo?type=1', <ArticlePage />);
    const alert = await screen.findByRole('alert');
    expect(screen.queryByRole('status', { name: '加载中' })).toBeNull();
    expect(alert.textContent).toContain('文章不存在');
    expect(screen.queryByRole('link', { name: '人工客服' })).toBeNull();

    failing = false;
    fireEvent.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByText('理性娱乐')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
