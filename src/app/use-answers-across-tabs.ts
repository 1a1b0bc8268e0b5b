import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isReplayed } from '../api/client';
import { onOtherTabs, tellOtherTabs } from '../offline/tab-channel';

/**
 * A fresh answer in one tab shows in the others within a moment: each answer fetched here from
 * the service is passed on, and one from another tab replaces only an older copy. Answers set by hand (which
 * is how a passed-on answer lands) are not passed on again, so tabs never echo each other.
 */
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
