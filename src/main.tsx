import { onlineManager } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startFirstData } from './app/first-data';
import { opensWithHomeCardHere } from './app/first-request';
import { restorePersistedCache } from './app/persistence';
import { createQueryClient } from './app/query-client';
import { MODEL_CHOICE_KEY } from './features/forecast/model-choice-key';
import { preloadStoredDocument } from './offline/stored-document';
import { startLanguage } from './i18n/start-language';
import { warmUpIntl } from './lib/intl-warm-up';
import './app/base.css';
import './app/styles.css';

/** Starts the network state, query client, restore, first data and language, then renders. */
function start() {
  // TanStack assumes it starts online; reading navigator.onLine on subscribe makes a cold start offline pause queries.
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
  // Restored beside the first data and code; until then an empty panel shows loading, not "nothing saved".
  void restorePersistedCache(queryClient);
  // A place's words depend on the picked models from their first draw.
  preloadStoredDocument(MODEL_CHOICE_KEY);
  const drawnWithoutIntl = location.pathname === '/';
  // Other screens need Intl's data to read a forecast: load it while answers and code arrive.
  if (!drawnWithoutIntl) warmUpIntl('now');
  // The first render waits briefly for the early data (one draw) and the language (no English flash).
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

// Not in top-level code: with an inspector attached, a stack trace there makes V8 re-parse the entry chunk.
queueMicrotask(start);
