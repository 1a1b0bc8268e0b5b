/** Keeps tabs in step over one BroadcastChannel (not TanStack's experimental plugin, which ignores our documents). */
export type TabMessage =
  /** A document in the `kv` store changed: read it again. */
  | { type: 'stored'; key: string }
  /** A fresh answer from the service, to show wherever it is older. */
  | { type: 'answer'; queryKey: readonly unknown[]; data: unknown; updatedAt: number };

const CHANNEL_NAME = 'skycache-tabs';
let channel: BroadcastChannel | undefined;
const handlers = new Set<(message: TabMessage) => void>();

function open(): BroadcastChannel | undefined {
  if (channel || typeof BroadcastChannel === 'undefined') return channel;
  channel = new BroadcastChannel(CHANNEL_NAME);
  channel.onmessage = (event: MessageEvent<TabMessage>) => {
    for (const handler of handlers) handler(event.data);
  };
  return channel;
}

/** Tells every other open tab (a tab never hears its own messages). */
export function tellOtherTabs(message: TabMessage): void {
  try {
    open()?.postMessage(message);
  } catch (error) {
    // Data that cannot be cloned stays in this tab; the others fetch it themselves.
    console.warn('Could not tell the other tabs', error);
  }
}

export function onOtherTabs(handler: (message: TabMessage) => void): () => void {
  open();
  handlers.add(handler);
  return () => handlers.delete(handler);
}
