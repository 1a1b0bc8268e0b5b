import { onlineManager } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startFirstData } from './app/first-data';
import { opensWithHomeCardHere } from './app/first-request';
import { restorePersistedCache } from './app/persistence';
import { createQueryClient } from './app/query-client';
import { startLanguage } from './i18n/start-language';
import { warmUpIntl } from './lib/intl-warm-up';
import './app/base.css';
import './app/styles.css';

/**
 * Starts the app: the network's state, the query client, the saved answers, the first screen's
 * data and language, then the first render.
 */
function start() {
  // TanStack Query assumes it starts online and hears the browser's online and offline events only
  // while something subscribes, so a start with no network, or a change before the first screen
  // subscribes, would be missed. This listens from the start and reads navigator.onLine each time
  // it starts listening: a cold start with no network begins offline and queries pause.
  onlineManager.setEventListener((setOnline) => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    update();
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  });

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html must contain #root');
  const queryClient = createQueryClient();
  // The saved answers are read back while the first screen's data and code are on their way; until
  // they are, a panel with nothing yet loads rather than saying nothing was saved for it.
  void restorePersistedCache(queryClient);
  const drawnWithoutIntl = location.pathname === '/';
  // Any other screen starts from index.html's skeleton, and a place's forecast cannot be read
  // without Intl's data: it loads from the start, while the screen's answers and code arrive.
  if (!drawnWithoutIntl) warmUpIntl('now');
  // index.html already shows the shell and the card's skeleton: the first render waits (briefly)
  // for the data index.html asked for, so that it draws the card with it in one go, and for the person's
  // language, so that no English flashes before it.
  void Promise.all([startFirstData(queryClient, opensWithHomeCardHere(location.pathname)), startLanguage()]).then(() => {
    createRoot(container).render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    );
    // Home's first frame makes no Intl call (src/lib/plain-integers.ts): the data loads after it.
    if (drawnWithoutIntl) warmUpIntl('after-paint');
  });
}

// In a microtask of its own, just after this module has run, rather than in its top-level code.
// With the inspector attached (bench:start and Lighthouse run so), a stack trace Chromium captured
// during this work held the module's top-level code, and V8 parsed the whole entry chunk again for
// its source positions: 40–60 ms of every start at 4× CPU. Whether a browser without the inspector
// pays it was not measured.
queueMicrotask(start);
