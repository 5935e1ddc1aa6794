import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InstallGuide } from '@/features/install';
import { zhCNLabels } from '@/messages';
import { usePwaStore, type InstallPromptEvent } from '@/stores/pwa-store';

const texts = zhCNLabels.install;
const userAgent = Object.getOwnPropertyDescriptor(Navigator.prototype, 'userAgent');
function asBrowser(agent: string) {
  Object.defineProperty(navigator, 'userAgent', { value: agent, configurable: true });
}

afterEach(() => {
  if (userAgent) Object.defineProperty(navigator, 'userAgent', userAgent);
  usePwaStore.setState({ installPrompt: undefined });
  vi.restoreAllMocks();
});

describe('添加到主屏幕', () => {
  it('on an iPhone, explains the three taps in Safari (iOS has no install prompt)', () => {
    asBrowser('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1');
    render(<InstallGuide />);
    expect(screen.getByRole('heading', { name: texts.title })).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([...texts.iosSteps]);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('on Android, asks the browser\'s own install prompt on a tap, and says no more once installed', async () => {
    asBrowser('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36');
    const prompt = vi.fn(async () => undefined);
    const event = Object.assign(new Event('beforeinstallprompt'), { prompt, userChoice: Promise.resolve({ outcome: 'accepted' as const }) });
    usePwaStore.setState({ installPrompt: event as InstallPromptEvent });
    render(<InstallGuide />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: texts.promptButton })));
    expect(prompt).toHaveBeenCalledOnce();
    expect(screen.queryByRole('heading', { name: texts.title })).toBeNull();
  });

  it('elsewhere, points to the browser menu; opened from the home screen, shows nothing', () => {
    asBrowser('Mozilla/5.0 (Linux; Android 14) Firefox/124.0');
    const { unmount } = render(<InstallGuide />);
    expect(screen.getByText(texts.browserMenu)).toBeTruthy();
    unmount();
    vi.spyOn(window, 'matchMedia').mockReturnValue({ matches: true } as MediaQueryList);
    render(<InstallGuide />);
    expect(screen.queryByRole('heading', { name: texts.title })).toBeNull();
  });
});
