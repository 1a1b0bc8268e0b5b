import { useEffect, useSyncExternalStore } from 'react';
import { onOtherTabs } from '../../offline/tab-channel';
import { PLANT_LEDGER_KEY } from './outbox/ledger-key';
import type { OutboxItem } from './outbox/outbox-state';
import { plantLedger, plantTokens } from './outbox/plant-outbox';
import type { TokenState } from './outbox/token-store';

export function usePlantOutbox(): OutboxItem[] | undefined {
  useEffect(() => {
    void plantLedger.load();
    // Another tab queued or sent a plant: show where each one stands here too.
    return onOtherTabs((message) => {
      if (message.type === 'stored' && message.key === PLANT_LEDGER_KEY) void plantLedger.load();
    });
  }, []);
  return useSyncExternalStore(plantLedger.subscribe, plantLedger.snapshot);
}

/** How many stored outbox entries could not be read and were set aside (never sent). */
export function usePlantsSetAside(): number {
  return useSyncExternalStore(plantLedger.subscribe, plantLedger.setAside);
}

export function usePlantToken(): TokenState {
  useEffect(() => {
    void plantTokens.load();
  }, []);
  return useSyncExternalStore(plantTokens.subscribe, plantTokens.state);
}
