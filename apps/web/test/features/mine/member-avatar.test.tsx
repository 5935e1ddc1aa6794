import { fireEvent, screen } from '@testing-library/react';
import type { UserInfo } from '@lobby/contract';
import { describe, expect, it } from 'vitest';
import { MemberAvatar } from '@/features/mine/MemberAvatar';
import { useSessionStore } from '@/stores/session-store';
import { renderAt } from '../../support/render';
import { member } from '../../support/fixtures';
import { serveCalls } from '../../support/serve-calls';

const player = (fields: Partial<UserInfo> = {}) =>
  member({ username: 'player01', balance: 100, gameblance: 20, isagent: 0, vip: 1, current_vip: 'P1', next_vip: 'P2',
    paysum: 500, avatar: '', ...fields });

describe('MemberAvatar', () => {
  it('refuses a JPEG without calling the server', async () => {
    const server = serveCalls({});
    renderAt('/mine', <MemberAvatar />);
    const file = new File(['x'], 'me.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByLabelText('更换头像'), { target: { files: [file] } });
    expect(await screen.findByText('头像图片只能是 GIF 或 PNG 格式！')).toBeTruthy();
    expect(server.fetch).not.toHaveBeenCalled();
  });

  it('uploads a PNG as multipart, then reads the user info again', async () => {
    useSessionStore.setState({ token: 'tok' });
    const { requests } = serveCalls({ uploadimg: { avatar: '/avatars/1.png' }, user: player({ avatar: '/avatars/1.png' }) });
    renderAt('/mine', <MemberAvatar />);
    const file = new File(['png'], 'me.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('更换头像'), { target: { files: [file] } });
    expect(await screen.findByRole('img', { name: '头像' })).toBeTruthy();
    const upload = requests.find((call) => call.key === 'uploadimg');
    expect((upload?.init.body as FormData).get('file')).toBeInstanceOf(File);
    expect(await screen.findByText('上传成功')).toBeTruthy();
  });
});
