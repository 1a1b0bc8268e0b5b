import { useServiceWorkerUpdate } from '../offline/service-worker';

export function UpdateToast() {
  const { updateAvailable, reload, dismiss } = useServiceWorkerUpdate();
  if (!updateAvailable) return null;
  return (
    <div className="toast" role="alert">
      <span>New version available</span>
      <button type="button" onClick={() => void reload()}>
        Reload
      </button>
      <button type="button" className="button--quiet" onClick={dismiss} aria-label="Dismiss update notice">
        Later
      </button>
    </div>
  );
}
