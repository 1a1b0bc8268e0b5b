import type { OutboxItem } from './outbox/outbox-state';

export interface ItemDescription {
  label: 'Sent' | 'Sending…' | 'Queued' | 'Waiting for network' | 'Waiting for a token' | 'Failed';
  detail?: string;
}

interface Circumstances {
  online: boolean;
  /** No token, or the store refused it: nothing will leave until one is given. */
  tokenBlocked: boolean;
}

/** Words for where a plant stands; network, validation and token trouble never read alike. */
export function describeItem(item: OutboxItem, { online, tokenBlocked }: Circumstances): ItemDescription {
  const problem = item.problem;
  switch (item.status) {
    case 'sent':
      return { label: 'Sent' };
    case 'failed':
      return { label: 'Failed', detail: `The plant store rejected this plant: ${problem?.message ?? 'no reason given.'}` };
    case 'needs-token':
      return {
        label: 'Waiting for a token',
        detail: problem?.status === 401 ? `The plant store refused the token: ${problem.message}` : problem?.message,
      };
    case 'queued':
    case 'sending':
      if (tokenBlocked) return { label: 'Waiting for a token', detail: 'It will be sent once a valid token is given.' };
      if (!online || problem?.kind === 'network') {
        return {
          label: 'Waiting for network',
          detail:
            problem?.kind === 'network'
              ? 'The last attempt got no answer from the plant store; it will be sent again (safely) when the network is back.'
              : 'It will be sent when the network is back.',
        };
      }
      return { label: item.status === 'sending' ? 'Sending…' : 'Queued' };
  }
}
