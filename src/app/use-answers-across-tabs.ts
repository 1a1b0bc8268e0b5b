import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isReplayed } from '../api/client';
import { onOtherTabs, tellOtherTabs } from '../offline/tab-channel';

/** Shares fresh answers with other tabs (replacing only older copies); answers set by hand are not echoed back. */
export function useAnswersAcrossTabs(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const cache = queryClient.getQueryCache();
    const stopTelling = cache.subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success' || event.action.manual) return;
      const { queryKey, state } = event.query;
      // The service worker's replayed copy is no fresh answer: it must not replace another tab's.
      if (isReplayed(state.data)) return;
      tellOtherTabs({ type: 'answer', queryKey, data: state.data, updatedAt: state.dataUpdatedAt });
    });
    const stopListening = onOtherTabs((message) => {
      if (message.type !== 'answer') return;
      const known = queryClient.getQueryState(message.queryKey);
      if (known && known.dataUpdatedAt >= message.updatedAt) return;
      queryClient.setQueryData(message.queryKey, message.data, { updatedAt: message.updatedAt });
    });
    return () => {
      stopTelling();
      stopListening();
    };
  }, [queryClient]);
}
