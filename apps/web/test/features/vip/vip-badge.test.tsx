import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { UserInfo } from '@lobby/contract';
import { describe, expect, it } from 'vitest';
import { VipBadge } from '@/features/vip/VipBadge';
import { useSessionStore } from '@/stores/session-store';
import { useUserStore } from '@/lib/member/user-store';
import { renderAt } from '../../support/render';
import { member, vipLevel } from '../../support/fixtures';
import { serveCalls } from '../../support/serve-calls';

const player = (fields: Partial<UserInfo> = {}) =>
  member({ username: 'player01', balance: 100, gameblance: 20, isagent: 0, vip: 1, current_vip: 'P1', next_vip: 'P2',
    paysum: 500, avatar: '', ...fields });

describe('VipBadge', () => {
  it('opens the details with the progress percent of the member\'s level', async () => {
    useSessionStore.setState({ token: 'tok' });
    useUserStore.setState({ userInfo: player({ paysum: 500 }) });
    serveCalls({ uservip: [vipLevel({ level: 0, recharge: 0 }), vipLevel({ level: 1, recharge: 2000 }), vipLevel({ level: 2, recharge: 5000 })] });
    renderAt('/mine', <VipBadge />);
    fireEvent.click(screen.getByRole('button', { name: /查看VIP详情/ }));
    const details = await screen.findByRole('region', { name: 'VIP详情' });
    await waitFor(() => expect(details.textContent).toContain('25%'));
    expect(details.textContent).toContain('2,000.00');
    expect(details.textContent).toContain('P2');
  });
});
