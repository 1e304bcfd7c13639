import { useEffect } from 'react';
import { ErrorPage } from './screens/error/error-page';
import { isChunkLoadError } from './shared/chunk-reload-guard';
import { useService } from './shared/use-view-model';
import { uiTokens } from './shared/view-model-tokens';

/**
 * The error screen. When the error is a chunk that failed to load (a new deploy replaced it), the page is
 * reloaded once — at most once a minute, so a chunk that is really gone cannot cause a reload loop.
 */
export function ChunkErrorBoundary({ error }: { error: unknown }) {
  const guard = useService(uiTokens.ChunkReloadGuard);
  const logger = useService(uiTokens.Logger);
  const chunkFailed = error !== undefined && isChunkLoadError(error);
  useEffect(() => {
    if (error === undefined) return;
    if (chunkFailed && guard.claimReload()) {
      window.location.reload();
      return;
    }
    logger.log('error', `route error: ${error instanceof Error ? error.message : String(error)}`);
  }, [error, chunkFailed, guard, logger]);
  return <ErrorPage />;
}
