import { t } from '../../i18n/i18n';
import { useServiceWorkerUpdate } from '../../offline/service-worker';
import { useFirstScreenSettled } from '../../offline/use-first-screen-settled';

/** Offers a new version of the app once its service worker, registered after the first screen is drawn, has one waiting. */
export function UpdateToast() {
  return useFirstScreenSettled() ? <ServiceWorkerUpdate /> : null;
}

function ServiceWorkerUpdate() {
  const { updateAvailable, reload, dismiss } = useServiceWorkerUpdate();
  if (!updateAvailable) return null;
  return (
    <div className="toast" role="alert">
      <span>{t('app.update.available')}</span>
      <button type="button" onClick={() => void reload()}>
        {t('app.reload')}
      </button>
      <button type="button" className="button--quiet" onClick={dismiss} aria-label={t('app.update.dismissLabel')}>
        {t('app.update.later')}
      </button>
    </div>
  );
}
