import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import HelpCentrePage from '@/features/help/HelpCentrePage';
import SecurityAdvicePage from '@/features/security/SecurityAdvicePage';
import { securityTabs } from '@/features/security/security-topics';
import { renderAt } from '../../support/render';

/** Every topic part 2 §2 lists, by the title the page gives it. */
const requiredTopics = [
  '账户保护', '信息保护', '投注保护', '登录保护', '存款保护', '取款保护',
  '假冒客户端', '假冒客服', '钓鱼电话与邮件', '浏览器使用建议', 'DNS劫持插件',
  '个人安全', '实名认证（KYC）', '法律声明', '弱密码风险',
];

describe('SecurityAdvicePage', () => {
  it('covers every listed topic with several sentences of advice', () => {
    const topics = securityTabs.flatMap((tab) => tab.topics);
    expect(topics.map((topic) => topic.title).sort()).toEqual([...requiredTopics].sort());
    for (const topic of topics) {
      expect(topic.paragraphs.length).toBeGreaterThanOrEqual(3);
      expect(topic.paragraphs.join('').length).toBeGreaterThan(120);
    }
  });

  it('shows the banner, the customer-service button and the three tabs', async () => {
    renderAt('/security', <SecurityAdvicePage />);
    expect(screen.getByRole('heading', { name: '安全中心', level: 1 })).toBeTruthy();
    const banner = screen.getByRole('region', { name: '安全中心轮播' });
    fireEvent.load(within(banner).getByRole('img'));
    expect(within(banner).getAllByRole('img').map((image) => image.getAttribute('src'))).toEqual(
      expect.arrayContaining(['/security/1.webp', '/security/2.webp']),
    );
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['账户保护', '防骗案例', '安全专题']);
    expect(screen.getByRole('heading', { name: '取款保护' })).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: '防骗案例' }));
    expect(await screen.findByRole('heading', { name: '假冒客服' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: '安全专题' }));
    expect(await screen.findByRole('heading', { name: '弱密码风险' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '在线客服' }));
    expect(screen.getByTestId('location').textContent).toBe('/kefu');
  });

  it('is linked from the help centre', () => {
    renderAt('/securitycenter', <HelpCentrePage />);
    fireEvent.click(screen.getByRole('link', { name: /安全中心/ }));
    expect(screen.getByTestId('location').textContent).toBe('/security');
  });
});
