import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { activeIntlLocale, t } from '../../../i18n/i18n';
import { readStorageFacts, requestPersistentStorage, type StorageFacts } from '../../../offline/device-storage';
import { isIosBrowserTab } from '../../../lib/ios-browser';
import { deleteDownloadedWeather } from '../../../offline/downloaded-data';

/** "2.4 MB", "1,2 GB": in the language's own numbers, at the size that reads best. */
function storageSize(bytes: number): string {
  const [unit, size] = bytes >= 1e9 ? (['gigabyte', bytes / 1e9] as const) : (['megabyte', bytes / 1e6] as const);
  return new Intl.NumberFormat(activeIntlLocale(), { style: 'unit', unit, maximumFractionDigits: 1 }).format(size);
}

function usageSentence(usage: number | undefined, quota: number | undefined): string {
  if (usage === undefined) return t('settings.storage.usageUnknown');
  return quota ? t('settings.storage.usageOf', { usage: storageSize(usage), quota: storageSize(quota) }) : t('settings.storage.usage', { usage: storageSize(usage) });
}

function keptSentence(persistent: boolean | undefined): string {
  if (persistent === true) return t('settings.storage.persistent');
  return persistent === false ? t('settings.storage.notPersistent') : t('settings.storage.persistenceUnknown');
}

/** What this device keeps for the app, whether the browser may clear it, and a way to delete the weather. */
export function StorageSettings() {
  const queryClient = useQueryClient();
  const [facts, setFacts] = useState<StorageFacts | undefined>();
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const reread = useCallback(() => void readStorageFacts().then(setFacts), []);
  useEffect(reread, [reread]);

  const remove = async () => {
    setBusy(true);
    try {
      await deleteDownloadedWeather(queryClient);
      setMessage(t('settings.storage.deleted'));
    } catch {
      setMessage(t('settings.storage.deleteFailed'));
    } finally {
      setBusy(false);
      reread();
    }
  };
  const keep = async () => {
    const granted = await requestPersistentStorage();
    setMessage(granted ? t('settings.storage.keepGranted') : t('settings.storage.keepRefused'));
    reread();
  };

  return (
    <section className="card settings-storage" aria-labelledby="storage-title">
      <h2 id="storage-title">{t('settings.storage.heading')}</h2>
      <p>{usageSentence(facts?.usage, facts?.quota)}</p>
      <p>{keptSentence(facts?.persistent)}</p>
      {/* Where Safari's 7-day deletion applies and Share → Add to Home Screen keeps the data. */}
      {facts !== undefined && facts.persistent !== true && isIosBrowserTab() && <p>{t('settings.storage.safari')}</p>}
      <div className="settings-storage__actions">
        {facts?.persistent === false && (
          <button type="button" className="button--quiet" onClick={() => void keep()}>
            {t('settings.storage.keep')}
          </button>
        )}
        <button type="button" onClick={() => void remove()} disabled={busy}>
          {t('settings.storage.delete')}
        </button>
      </div>
      <p role="status">{message}</p>
    </section>
  );
}
