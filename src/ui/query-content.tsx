import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isReplayed, type ApiResult } from '../api/client';
import { notAnsweredError } from '../api/errors';
import { t } from '../i18n/i18n';
import { useRestoring } from '../offline/restore-state';
import { useOnline } from '../offline/use-online';
import { isStale } from '../lib/relative-time';
import { AgeShownAbove, RowAge } from './data-age';
import { shortProblem } from './api-error-words';
import { ErrorState } from './error-state';
import { NotDownloaded } from './not-downloaded';
import { PanelBoundary } from './panel-boundary';
import { RefreshStatus } from './refresh-status';
import { useReportAge, useScreenAge } from './screen-age';
import { Skeleton } from './skeleton';
import { useNow } from './use-now';

interface QueryContentProps<T> {
  query: UseQueryResult<ApiResult<T>>;
  /** What the panel shows, e.g. "Air quality": names it when it is not downloaded or cannot be drawn. */
  what: string;
  /** What could not be loaded, e.g. "Could not load the air quality". */
  errorTitle: string;
  loadingLabel: string;
  loadingLines?: number;
  /** The body; with `status="in-body"` the age and Refresh (a row: its age) come as `status` for the body to place. */
  children: (data: T, result: ApiResult<T>, status?: ReactNode) => ReactNode;
  status?: 'after' | 'in-body';
  /** `row`: one line in a list (a saved place): the same states in a few words, the age beside the data. */
  variant?: 'panel' | 'row';
  /** A row inside a panel that already shows its own age says only when this answer is older. */
  rowAge?: 'always' | 'when-stale';
}

/** A query's body in every state: data with its age and refresh status, error, not downloaded, or skeleton. */
export function QueryContent<T>(props: QueryContentProps<T>) {
  return props.variant === 'row' ? <QueryRow {...props} /> : <QueryPanel {...props} />;
}

/** QueryContent in a panel; under ScreenAgeProvider a plain answer of the shared age shows no age of its own. */
function QueryPanel<T>({ query, what, errorTitle, loadingLabel, loadingLines, children, status: statusPlace = 'after' }: QueryContentProps<T>) {
  const online = useOnline();
  const nothingSaved = useNotDownloaded(query);
  const now = useNow();
  const retry = () => void query.refetch();
  const problem = refreshProblem(query, online);
  const plain = query.data !== undefined && problem === undefined && !query.isPaused && online && !isStale(query.data.fetchedAt, now);
  const { ages, covered } = useScreenAge(plain ? query.data?.fetchedAt : undefined);
  useReportAge(ages, plain && query.data ? { ...query.data, refreshing: query.isFetching, refresh: query.refetch } : undefined);
  if (query.data) {
    const status = covered ? null : (
      <RefreshStatus
        fetchedAt={query.data.fetchedAt}
        ageFrom={query.data.ageFrom}
        refreshing={query.isFetching}
        paused={query.isPaused}
        refreshError={problem}
        failedAt={query.errorUpdatedAt}
        onRefresh={retry}
      />
    );
    return (
      <AgeShownAbove.Provider value={covered}>
        <PanelBoundary title={t('states.panelFailed.title', { what })} onRetry={retry}>
          {children(query.data.data, query.data, statusPlace === 'in-body' ? status : undefined)}
        </PanelBoundary>
        {statusPlace === 'after' && status}
      </AgeShownAbove.Provider>
    );
  }
  if (query.isError) return <ErrorState title={errorTitle} error={query.error} failedAt={query.errorUpdatedAt} onRetry={retry} />;
  if (nothingSaved) return <NotDownloaded what={what} onRetry={retry} />;
  return <Skeleton label={loadingLabel} lines={loadingLines} />;
}

/** The states of QueryContent in a list row: the data and its age, or a few words on why not. */
function QueryRow<T>({ query, loadingLabel, children, status: statusPlace = 'after', rowAge = 'always' }: QueryContentProps<T>) {
  const online = useOnline();
  const nothingSaved = useNotDownloaded(query);
  if (query.data) {
    const problem = refreshProblem(query, online);
    const age = { fetchedAt: query.data.fetchedAt, onlyWhenStale: rowAge === 'when-stale' };
    const problemNote = problem !== undefined && <span className="muted">{'\u00a0'}·{'\u00a0'}{shortProblem(problem)}</span>;
    if (statusPlace === 'in-body') {
      return children(
        query.data.data,
        query.data,
        // Glued to the body's last word by a no-break space: no line starts with the age's dot.
        <>
          {'\u00a0'}
          <RowAge {...age} />
          {problemNote}
        </>,
      );
    }
    return (
      <>
        {children(query.data.data, query.data)} <RowAge {...age} />
        {problemNote}
      </>
    );
  }
  if (query.isError) return <span className="muted">{shortProblem(query.error)}</span>;
  if (nothingSaved) return <span className="muted">{t('states.row.notDownloaded')}</span>;
  return <span className="muted">{loadingLabel}</span>;
}

/** Whether a query has no answer on this device (its fetch paused, or offline and idle) once the restore is done. */
export function useNotDownloaded(query: Pick<UseQueryResult, 'isPaused' | 'isEnabled' | 'fetchStatus'>): boolean {
  const online = useOnline();
  const restoring = useRestoring();
  return !restoring && (query.isPaused || (!online && query.isEnabled && query.fetchStatus === 'idle'));
}

/** Why shown data is not fresh: the refresh's error, or, online, a copy the service worker replayed. */
function refreshProblem<T>(query: UseQueryResult<ApiResult<T>>, online: boolean): unknown {
  if (query.isError) return query.error;
  return online && isReplayed(query.data) ? notAnsweredError() : undefined;
}
