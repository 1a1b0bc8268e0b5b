import { t } from '../../i18n/i18n';
import type { MessageId } from '../../i18n/message-id';
import { useStorageProblem, type StorageProblem } from '../../offline/storage-problem';

const MESSAGES: Record<StorageProblem, { text: MessageId; reload: boolean }> = {
  blocked: { text: 'app.storageProblem.blocked', reload: false },
  replaced: { text: 'app.storageProblem.replaced', reload: true },
  'newer-version': { text: 'app.storageProblem.newerVersion', reload: true },
  full: { text: 'app.storageProblem.full', reload: false },
  unavailable: { text: 'app.storageProblem.unavailable', reload: false },
};

/** When the device's storage cannot be used, the person hears why and what to do, instead of silent failures. */
export function StorageNotice() {
  const problem = useStorageProblem();
  if (!problem) return null;
  const { text, reload } = MESSAGES[problem];
  return (
    <div className="storage-notice" role="alert">
      <p>{t(text)}</p>
      {reload && (
        <button type="button" onClick={() => location.reload()}>
          {t('app.reload')}
        </button>
      )}
    </div>
  );
}
