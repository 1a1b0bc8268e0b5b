import { useEffect, useSyncExternalStore } from 'react';
import type { OutboxItem } from './outbox/outbox-state';
import { plantLedger, plantTokens } from './outbox/plant-outbox';
import type { TokenState } from './outbox/token-store';

export function usePlantOutbox(): OutboxItem[] | undefined {
  useEffect(() => {
    void plantLedger.load();
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
