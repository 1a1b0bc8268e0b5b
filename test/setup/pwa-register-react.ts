import { useState } from 'react';

/**
 * Stands in for vite-plugin-pwa's virtual module under Vitest, where no service worker
 * exists: nothing registers and no update is ever pending.
 */
export function useRegisterSW() {
  const needRefresh = useState(false);
  const offlineReady = useState(false);
  return { needRefresh, offlineReady, updateServiceWorker: async () => {} };
}
