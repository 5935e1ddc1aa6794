import { fireEvent, screen } from '@testing-library/react';
import { messages } from '@lobby/contract';
import { describe, expect, it } from 'vitest';
import { installErrorPolicy } from '@/app/error-policy';
import AgentApplicationPage from '@/features/agent/AgentApplicationPage';
import { useSessionStore } from '@/stores/session-store';
import { useUserStore } from '@/lib/member/user-store';
import { renderAt } from '../../support/render';
import { member } from '../../support/fixtures';
import { ok, refused, serveCalls } from '../../support/serve-calls';

describe('AgentApplicationPage', () => {
  it('shows the member read-only, checks contact and reason in order, then sends the application', async () => {
    useSessionStore.setState({ token: 'tok' });
    useUserStore.setState({ userInfo: member({ username: 'demo888', realname: '张三' }) });
    const server = serveCalls({ applyagentdo: ok(null, messages.agent.submitted) });
    renderAt('/applyagent', <AgentApplicationPage />);

    const username = screen.getByLabelText('用户名') as HTMLInputElement;
    expect(username.value).toBe('demo888');
    expect(username.readOnly).toBe(true);
    expect((screen.getByLabelText('真实姓名') as HTMLInputElement).readOnly).toBe(true);

    const join = screen.getByRole('button', { name: '加入我们' });
    fireEvent.change(screen.getByLabelText('联系方式'), { target: { value: '12345' } });
    fireEvent.click(join);
    expect(await screen.findByText(messages.agent.mobile)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('联系方式'), { target: { value: '13800138000' } });
    fireEvent.click(join);
    expect(await screen.findByText(messages.agent.reasonRequired)).toBeTruthy();
    expect(server.fetch).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('申请理由'), { target: { value: '有自己的推广渠道' } });
    fireEvent.click(join);
    expect(await screen.findByText(messages.agent.submitted)).toBeTruthy();
    expect(server.requests[0]?.key).toBe('applyagentdo');
    expect(server.requests[0]?.payload).toEqual({ mobile: '13800138000', apply_info: '有自己的推广渠道' });
    expect((screen.getByLabelText('联系方式') as HTMLInputElement).value).toBe('');
  });

  it('shows a refusal from the server and opens customer service from the consultation block', async () => {
    installErrorPolicy();
    useSessionStore.setState({ token: 'tok' });
    serveCalls({ applyagentdo: refused(400, messages.agent.alreadyApplied) });
    renderAt('/applyagent', <AgentApplicationPage />);
    fireEvent.change(screen.getByLabelText('联系方式'), { target: { value: '13800138000' } });
    fireEvent.change(screen.getByLabelText('申请理由'), { target: { value: '推广' } });
    fireEvent.click(screen.getByRole('button', { name: '加入我们' }));
    expect(await screen.findByText(messages.agent.alreadyApplied)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '咨询客服' }));
    expect(screen.getByTestId('location').textContent).toBe('/kefu');
  });

  it('sends a visitor to log in with the way back, keeping what they typed, and clears the draft once sent', async () => {
    const server = serveCalls({ applyagentdo: ok(null, messages.agent.submitted) });
    const visit = renderAt('/applyagent', <AgentApplicationPage />);
    fireEvent.change(screen.getByLabelText('联系方式'), { target: { value: '13800138000' } });
    fireEvent.change(screen.getByLabelText('申请理由'), { target: { value: '有自己的推广渠道' } });
    fireEvent.click(screen.getByRole('button', { name: '加入我们' }));
    expect(await screen.findByText(messages.recovery.loginToApplyAgent)).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/login?redirect=%2Fapplyagent');
    expect(server.fetch).not.toHaveBeenCalled();
    visit.unmount();

    // Back after logging in: the form as typed, and one press sends it.
    useSessionStore.setState({ token: 'tok' });
    renderAt('/applyagent', <AgentApplicationPage />);
    expect((screen.getByLabelText('联系方式') as HTMLInputElement).value).toBe('13800138000');
    expect((screen.getByLabelText('申请理由') as HTMLTextAreaElement).value).toBe('有自己的推广渠道');
    fireEvent.click(screen.getByRole('button', { name: '加入我们' }));
    expect(await screen.findByText(messages.agent.submitted)).toBeTruthy();
    expect(server.calls.applyagentdo[0]).toEqual({ mobile: '13800138000', apply_info: '有自己的推广渠道' });
    expect(sessionStorage.getItem('lobby.agentDraft')).toBeNull();
  });
});
