import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { activeIntlLocale } from '../i18n/i18n';
import { readStorageFacts, requestPersistentStorage, type StorageFacts } from '../offline/device-storage';
import { deleteDownloadedWeather } from '../offline/downloaded-data';

/** "12.3 MB", "12,3 Mo": in the app's language, read when shown. */
const megabytes = (bytes: number) =>
  new Intl.NumberFormat(activeIntlLocale(), { style: 'unit', unit: bytes >= 1e9 ? 'gigabyte' : 'megabyte', maximumFractionDigits: 1 }).format(bytes >= 1e9 ? bytes / 1e9 : bytes / 1e6);

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
      setMessage('Downloaded weather deleted. Saved places, settings, the plant outbox and the token are kept.');
    } catch {
      setMessage('Could not delete everything; try again.');
    } finally {
      setBusy(false);
      reread();
    }
  };
  const keep = async () => {
    const granted = await requestPersistentStorage();
    setMessage(granted ? 'The browser will keep this data until you delete it.' : 'The browser did not agree to keep the data; it may clear it when space runs low.');
    reread();
  };

  return (
    <section className="card settings-storage" aria-labelledby="storage-title">
      <h2 id="storage-title">Storage on this device</h2>
      <p>
        {facts?.usage === undefined
          ? 'This browser does not report storage use.'
          : `Stored: ${megabytes(facts.usage)}${facts.quota ? ` of ${megabytes(facts.quota)} available` : ''}.`}
      </p>
      <p>
        {facts?.persistent === true
          ? 'Kept until you delete it: the browser will not clear it to free space.'
          : facts?.persistent === false
            ? 'Not persistent: the browser may clear it when space runs low.'
            : 'This browser does not say whether it keeps the data.'}
      </p>
      {facts !== undefined && facts.persistent !== true && (
        <p>
          Safari deletes a site&apos;s data after 7 days without a visit, unless the app is on the Home Screen: add it there
          (Share → Add to Home Screen) to keep your saved places and offline weather.
        </p>
      )}
      <div className="settings-storage__actions">
        {facts?.persistent === false && (
          <button type="button" className="button--quiet" onClick={() => void keep()}>
            Keep my data
          </button>
        )}
        <button type="button" onClick={() => void remove()} disabled={busy}>
          Delete downloaded weather
        </button>
      </div>
      <p role="status">{message}</p>
    </section>
  );
}
