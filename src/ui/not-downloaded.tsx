import { t } from '../i18n/i18n';
import { useOnline } from '../offline/use-online';

/** A query waiting for the network with nothing saved: says so instead of a skeleton; Retry once online. */
export function NotDownloaded({ what, onRetry }: { what: string; onRetry: () => void }) {
  const online = useOnline();
  return (
    <div className="not-downloaded" role="status">
      <p className="not-downloaded__title">{t('states.notDownloaded.title', { what })}</p>
      <p>{t('states.notDownloaded.body')}</p>
      {online && (
        <button type="button" onClick={onRetry}>
          {t('states.retry')}
        </button>
      )}
    </div>
  );
}
