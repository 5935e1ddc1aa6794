import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RedPacketFloat } from '@/features/home/RedPacketFloat';
import { useAppStore } from '@/stores/app-store';
import { useSessionStore } from '@/stores/session-store';
import { renderAt } from '../../support/render';
import { appInfo } from '../../support/fixtures';

const location = () => screen.getByTestId('location').textContent;

describe('red-packet entry', () => {
  it('asks a visitor to log in', async () => {
    useAppStore.setState({ appInfo: appInfo({ redpacket_switch: 1 }) });
    renderAt('/', <RedPacketFloat />);
    fireEvent.click(screen.getByRole('button', { name: '抢红包' }));
    expect((await screen.findByRole('dialog')).textContent).toContain('精彩内容等你来体验，快来登录吧！');
  });

  it('opens /hongbao for a member', async () => {
    useSessionStore.setState({ token: 'tok' });
    useAppStore.setState({ appInfo: appInfo({ redpacket_switch: 1 }) });
    renderAt('/', <RedPacketFloat />);
    fireEvent.click(screen.getByRole('button', { name: '抢红包' }));
    await waitFor(() => expect(location()).toBe('/hongbao'));
  });
});
