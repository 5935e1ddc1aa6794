import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from '@/components/dialog/Dialog';
import { alertDialog, confirmDialog } from '@/components/dialog/ask';

function renderDialog(props: Partial<Parameters<typeof Dialog>[0]> = {}) {
  const onClose = vi.fn();
  const onConfirm = vi.fn();
  render(
    <>
      <button type="button">behind</button>
      <Dialog title="活动申请" onClose={onClose} actions={[
        { key: 'cancel', text: '取消', onClick: onClose },
        { key: 'submit', text: '确认提交', primary: true, onClick: onConfirm },
      ]} {...props}>
        <input aria-label="申请金额" />
      </Dialog>
    </>,
  );
  return { onClose, onConfirm, dialog: screen.getByRole('dialog', { name: '活动申请' }) };
}

describe('the app dialog', () => {
  it('is a modal named by its title, with its content and its actions side by side', () => {
    const { dialog, onConfirm } = renderDialog();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByRole('heading', { name: '活动申请' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: '申请金额' })).toBeTruthy();
    const buttons = [...dialog.querySelectorAll('button')].map((button) => button.textContent);
    expect(buttons).toEqual(['取消', '确认提交']);
    fireEvent.click(screen.getByRole('button', { name: '确认提交' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('takes the focus on itself as it opens, so a screen reader starts at its title', () => {
    const { dialog } = renderDialog();
    expect(document.activeElement).toBe(dialog);
  });

  it('focuses its first field when the member came to type', () => {
    renderDialog({ focusFirstField: true });
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: '申请金额' }));
  });

  it('closes on Escape when it can be closed, and only then', () => {
    const closable = renderDialog();
    fireEvent.keyDown(closable.dialog, { key: 'Escape' });
    expect(closable.onClose).toHaveBeenCalledTimes(1);
  });

  it('stays on Escape when only an action may close it', () => {
    const { dialog, onClose } = renderDialog({ onClose: undefined });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('closes on a tap beside it only when told to, and not when a press began inside it', () => {
    const { dialog, onClose } = renderDialog();
    const backdrop = dialog.parentElement!;
    fireEvent.pointerDown(backdrop);
    fireEvent.click(backdrop);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes on a tap beside it with closeOnBackdrop; a press that began in the panel is no such tap', () => {
    const { dialog, onClose } = renderDialog({ closeOnBackdrop: true });
    const backdrop = dialog.parentElement!;
    fireEvent.pointerDown(dialog);
    fireEvent.click(backdrop);
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.pointerDown(backdrop);
    fireEvent.click(backdrop);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('greys out a disabled action, which does nothing', () => {
    const onConfirm = vi.fn();
    render(<Dialog label="x" actions={[{ key: 'go', text: '确认', disabled: true, onClick: onConfirm }]}>x</Dialog>);
    const button = screen.getByRole<HTMLButtonElement>('button', { name: '确认' });
    expect(button.disabled).toBe(true);
    fireEvent.click(button);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});

describe('dialogs from code', () => {
  it('an alert names itself by its title and resolves, gone, once read', async () => {
    const read = vi.fn();
    void alertDialog('您的账号登陆过期，请重新登陆', '认证失败').then(read);
    const dialog = await screen.findByRole('dialog', { name: '认证失败' });
    expect(dialog.textContent).toContain('您的账号登陆过期，请重新登陆');
    fireEvent.click(screen.getByRole('button', { name: '我知道了' }));
    await waitFor(() => expect(read).toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a question resolves true on its confirm button and false on cancel, Escape or a tap beside it', async () => {
    const ask = async (answer: (dialog: HTMLElement) => void) => {
      const answered = confirmDialog('精彩内容等你来体验，快来登录吧！', '立即登录');
      const dialog = await screen.findByRole('dialog', { name: '精彩内容等你来体验，快来登录吧！' });
      answer(dialog);
      const value = await answered;
      expect(screen.queryByRole('dialog')).toBeNull();
      return value;
    };
    expect(await ask(() => fireEvent.click(screen.getByRole('button', { name: '立即登录' })))).toBe(true);
    expect(await ask(() => fireEvent.click(screen.getByRole('button', { name: '取消' })))).toBe(false);
    expect(await ask((dialog) => fireEvent.keyDown(dialog, { key: 'Escape' }))).toBe(false);
    expect(await ask((dialog) => {
      fireEvent.pointerDown(dialog.parentElement!);
      fireEvent.click(dialog.parentElement!);
    })).toBe(false);
  });

  it('a question without its own wording confirms with 确定', async () => {
    const answered = confirmDialog('您确定要退出登录吗?');
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    expect(await answered).toBe(true);
  });
});
