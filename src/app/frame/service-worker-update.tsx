import { t } from '../../i18n/i18n';
import { useServiceWorkerUpdate } from '../../offline/service-worker';

/** Registers the service worker and offers its new version once one is waiting. */
export function ServiceWorkerUpdate() {
  const { updateAvailable, reload, dismiss } = useServiceWorkerUpdate();
  if (!updateAvailable) return null;
  return (
    <div className="toast" role="alert">
      <span>{t('update.available')}</span>
      <button type="button" onClick={() => void reload()}>
        {t('app.reload')}
      </button>
      <button type="button" className="button--quiet" onClick={dismiss} aria-label={t('update.dismissLabel')}>
        {t('update.later')}
      </button>
    </div>
  );
}
