import type { ReactNode } from 'react';
import { loadScreenWords } from '../i18n/i18n';
import { ErrorBoundary } from './error-boundary';
import { NotDownloaded } from './not-downloaded';

/** A lazily loaded part's code could not be fetched: offline on a first visit, before the service worker holds it. */
export class CodeNotLoaded extends Error {
  override readonly name = 'CodeNotLoaded';

  constructor(cause: unknown) {
    super('The code of this part of the app could not be downloaded', { cause });
  }
}

/** `load` (a dynamic import) with the words it draws, its failure marked as code that could not come, for CodeBoundary. */
export function loadingCode<T>(load: () => Promise<T>): () => Promise<T> {
  return () =>
    Promise.all([load(), loadScreenWords()]).then(
      ([loaded]) => loaded,
      (error: unknown) => {
        throw new CodeNotLoaded(error);
      },
    );
}

function Rethrow({ error }: { error: unknown }): never {
  throw error;
}

/**
 * A lazy part whose code failed shows as not downloaded; Retry reloads (a failed import stays failed).
 * Without `what` (work that draws nothing) it is left out.
 */
export function CodeBoundary({ what, children }: { what?: string; children: ReactNode }) {
  return (
    <ErrorBoundary
      fallback={(_, error) => {
        if (!(error instanceof CodeNotLoaded)) return <Rethrow error={error} />;
        return what === undefined ? null : <NotDownloaded what={what} onRetry={() => location.reload()} />;
      }}
    >
      {children}
    </ErrorBoundary>
  );
}
