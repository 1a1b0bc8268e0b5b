/** Where the plant outbox's ledger is stored (IndexedDB `kv`); its own module, so a start can look without the outbox's code. */
export const PLANT_LEDGER_KEY = 'plants/outbox';
