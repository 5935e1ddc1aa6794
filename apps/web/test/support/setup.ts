import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { installAntdRender } from '@/lib/install-antd-render';
import { queryClient } from '@/lib/query-client';
import { useAppStore } from '@/stores/app-store';
import { useSessionStore } from '@/stores/session-store';
import { useUserStore } from '@/lib/member/user-store';
import { assertAllCallsServed } from './serve-calls';

installAntdRender();
// findBy/waitFor wait up to 5 s: on a loaded 2-core CI machine lazy chunks and toasts can take over 1 s.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  queryClient.clear();
  useSessionStore.setState({ token: '' });
  useUserStore.setState({ userInfo: null });
  useAppStore.setState({ appInfo: null, messageNum: 0, pid: '' });
  localStorage.clear();
  sessionStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  // Last, so that a test that made a call it did not serve still leaves a clean state behind.
  assertAllCallsServed();
});
