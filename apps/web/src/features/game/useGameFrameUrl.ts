import { skipToken, useQuery } from '@tanstack/react-query';
import { agentLoginUrlQueryOptions } from './api/get-agent-login-url';
import { launchGame } from './api/launch-game';
import { serviceUrlQueryOptions } from '@/features/service';
import { useAppStore } from '@/stores/app-store';

/** What /gamePage shows, read from its query (part 1 §2). */
export type GameFrameSource =
  | { kind: 'agent-login' }
  | { kind: 'service' }
  | { kind: 'download' }
  | { kind: 'game'; name: string; type: string; code: string }
  | { kind: 'none' };

export function gameFrameSourceOf(params: URLSearchParams): GameFrameSource {
  const dailiD = params.get('dailiD');
  if (dailiD === '1') return { kind: 'agent-login' };
  if (dailiD === '2') return { kind: 'service' };
  if (params.get('app') === '1') return { kind: 'download' };
  const name = params.get('name');
  if (name) return { kind: 'game', name, type: params.get('type') ?? '', code: params.get('code') ?? '' };
  return { kind: 'none' };
}

/** The frame's address for a source; each call is made only for its own source. */
export function useGameFrameUrl(source: GameFrameSource) {
  const agentLogin = useQuery({ ...agentLoginUrlQueryOptions(), enabled: source.kind === 'agent-login' });
  const service = useQuery({ ...serviceUrlQueryOptions(), enabled: source.kind === 'service' });
  const downloadUrl = useAppStore((state) => state.appInfo?.ios_download_url);
  const game =
    source.kind === 'game' ? { platform: source.name, type: source.type || undefined, code: source.code } : null;
  const launch = useQuery({
    queryKey: ['game-url', game],
    queryFn: game ? () => launchGame(game) : skipToken,
    // Every visit starts a new venue session; its failure is handled by the page (toast, then home).
    gcTime: 0,
    meta: { silent: true },
  });
  switch (source.kind) {
    // The address query too, for the loading and the error with 重试 while it has not come.
    case 'agent-login':
      return { url: agentLogin.data?.url, addressQuery: agentLogin };
    case 'service':
      return { url: service.data?.url, addressQuery: service };
    case 'download':
      return { url: downloadUrl || undefined };
    case 'game':
      return { url: launch.data?.url, launchError: launch.error };
    default:
      return { url: undefined };
  }
}
