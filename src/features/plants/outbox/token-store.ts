import { deleteKv, readKv, writeKv } from '../../../offline/db';

const SESSION_KEY = 'skycache.plants.token';
const REMEMBERED_KEY = 'plants/token';

export interface TokenState {
  token: string | undefined;
  /** Kept in IndexedDB across browser sessions, by the person's explicit choice. */
  remembered: boolean;
  /** The store answered 401 to this token. */
  refused: boolean;
}

export interface TokenStore {
  load(): Promise<void>;
  state(): TokenState;
  subscribe(onChange: () => void): () => void;
  set(token: string, remember: boolean): Promise<void>;
  forget(): Promise<void>;
  refuse(token: string): void;
  /** A token the store has not refused, once loaded; undefined when there is none. */
  usableNow(): Promise<string | undefined>;
  /** Resolves with the first usable token, waiting for the person to give one. */
  usable(): Promise<string>;
}

/**
 * The bearer token, in memory and sessionStorage (IndexedDB only if remembered). Read at send time, so it
 * never enters mutation variables, the query cache, a URL or a log.
 */
export function createTokenStore(): TokenStore {
  let state: TokenState = { token: undefined, remembered: false, refused: false };
  let loading: Promise<void> | undefined;
  const listeners = new Set<() => void>();
  const publish = (next: TokenState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  const load = () => {
    loading ??= (async () => {
      const session = sessionStorage.getItem(SESSION_KEY) || undefined;
      const stored = await readKv<unknown>(REMEMBERED_KEY);
      // Anything but a non-empty string (a damaged record) is no token at all.
      const remembered = typeof stored === 'string' && stored.trim() !== '' ? stored : undefined;
      if (state.token === undefined) publish({ token: session ?? remembered, remembered: remembered !== undefined, refused: false });
    })();
    return loading;
  };
  const usableNow = async () => {
    await load();
    return state.token !== undefined && !state.refused ? state.token : undefined;
  };
  const store: TokenStore = {
    load,
    state: () => state,
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    async set(token, remember) {
      await load();
      sessionStorage.setItem(SESSION_KEY, token);
      if (remember) await writeKv(REMEMBERED_KEY, token);
      else await deleteKv(REMEMBERED_KEY);
      publish({ token, remembered: remember, refused: false });
    },
    async forget() {
      await load();
      sessionStorage.removeItem(SESSION_KEY);
      await deleteKv(REMEMBERED_KEY);
      publish({ token: undefined, remembered: false, refused: false });
    },
    refuse(token) {
      if (state.token === token) publish({ ...state, refused: true });
    },
    usableNow,
    async usable() {
      for (;;) {
        const token = await usableNow();
        if (token !== undefined) return token;
        await new Promise<void>((resolve) => {
          const stop = store.subscribe(() => {
            stop();
            resolve();
          });
        });
      }
    },
  };
  return store;
}
