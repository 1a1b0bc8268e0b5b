import { useState } from 'react';
import { t } from '../../i18n/i18n';
import { isIosBrowserTab } from '../../lib/ios-browser';

const DISMISSED_KEY = 'skycache.home-screen-hint-dismissed';

function shouldShow(): boolean {
  try {
    if (localStorage.getItem(DISMISSED_KEY)) return false;
  } catch {
    // Storage refused (private mode): the hint can still be shown and dismissed for this visit.
  }
  return isIosBrowserTab();
}

/** iOS browser tabs, until dismissed: how to add to the Home Screen (no install prompt; Safari keeps its data). */
export function HomeScreenHint() {
  const [shown, setShown] = useState(shouldShow);
  if (!shown) return null;
  const dismiss = () => {
    setShown(false);
    try {
      localStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      // Not kept: it shows again on the next visit.
    }
  };
  return (
    <aside className="home-screen-hint" aria-label={t('app.homeScreenHint.label')}>
      <p>{t('app.homeScreenHint.text')}</p>
      <button type="button" className="button--quiet" onClick={dismiss}>
        {t('app.dismiss')}
      </button>
    </aside>
  );
}
