import { useEffect } from 'react';
import { ErrorState } from '@/components/query-state/ErrorState';
import { PageHeader } from '@/components/layout/PageHeader';
import { messages } from '@/messages';
import { ChunkLoadError } from './chunk-load-error';
import { newVersionDeployed } from './new-version';
import { reloadOnceForNewVersion } from './reload-guard';

/**
 * What a page shows instead of a white screen when its code did not download (twice) or it failed to
 * render: the usual header (and the footer, which the layout keeps), the reason, and 重新加载, which
 * loads the app afresh (React.lazy never asks for a failed chunk again). When the failure comes from a
 * redeploy, the app reloads onto the new version by itself, once (reload-guard.ts).
 */
export function PageErrorView({ error }: { error: unknown }) {
  const chunkFailed = error instanceof ChunkLoadError;
  useEffect(() => {
    if (!(error instanceof ChunkLoadError)) return;
    let current = true;
    void newVersionDeployed(error.cause).then((deployed) => {
      if (deployed && current) reloadOnceForNewVersion();
    });
    return () => {
      current = false;
    };
  }, [error]);
  return (
    <>
      <PageHeader title={messages.recovery.pageFailedTitle} />
      <ErrorState text={chunkFailed ? messages.recovery.pageFailedBody : messages.recovery.renderFailedBody}
        action={messages.recovery.reload} onAction={() => window.location.reload()} />
    </>
  );
}
