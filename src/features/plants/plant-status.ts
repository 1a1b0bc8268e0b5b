import { t } from '../../i18n/i18n';
import type { OutboxItem } from './outbox/outbox-state';

export interface ItemDescription {
  /** A short status ("Queued", "Waiting for a token"…), in the person's language. */
  label: string;
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
      return { label: t('plants.status.sent') };
    case 'failed':
      return { label: t('plants.status.failed'), detail: t('plants.detail.rejected', { reason: problem?.message ?? t('plants.detail.noReason') }) };
    case 'needs-token':
      // The store's own words after a 401; else none was given yet (the ledger's note is not for people).
      return {
        label: t('plants.status.token'),
        detail: problem?.status === 401 ? t('plants.detail.tokenRefused', { message: problem.message }) : t('plants.detail.noToken'),
      };
    case 'queued':
    case 'sending':
      if (tokenBlocked) return { label: t('plants.status.token'), detail: t('plants.detail.onceToken') };
      if (!online || problem?.kind === 'network') {
        return {
          label: t('plants.status.network'),
          detail: t(problem?.kind === 'network' ? 'plants.detail.noAnswer' : 'plants.detail.offline'),
        };
      }
      return { label: t(item.status === 'sending' ? 'plants.status.sending' : 'plants.status.queued') };
  }
}
