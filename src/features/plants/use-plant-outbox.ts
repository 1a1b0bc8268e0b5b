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

export function usePlantToken(): TokenState {
  useEffect(() => {
    void plantTokens.load();
  }, []);
  return useSyncExternalStore(plantTokens.subscribe, plantTokens.state);
}
