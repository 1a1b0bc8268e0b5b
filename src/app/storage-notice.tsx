import { useStorageProblem, type StorageProblem } from '../offline/storage-problem';

const MESSAGES: Record<StorageProblem, { text: string; reload: boolean }> = {
  blocked: {
    text: 'Skycache is updating how it stores your data. Close or reload other Skycache tabs to finish.',
    reload: false,
  },
  replaced: {
    text: 'A newer version of Skycache is open in another tab. Reload this tab to keep saving changes.',
    reload: true,
  },
  'newer-version': {
    text: 'Your saved data was written by a newer version of Skycache. Reload to get that version; until then nothing is saved here.',
    reload: true,
  },
  full: {
    text: 'This device is out of space. Skycache removed the weather of places you have not saved and still cannot store new data, so what you see now is not kept for offline use. Your saved places, settings and unsent plants are safe. Free some space on the device.',
    reload: false,
  },
  unavailable: {
    text: 'This browser does not let Skycache store data (private browsing or a full disk). Weather still loads, but nothing is kept for offline use.',
    reload: false,
  },
};

/** When the device's storage cannot be used, the person hears why and what to do, instead of silent failures. */
export function StorageNotice() {
  const problem = useStorageProblem();
  if (!problem) return null;
  const { text, reload } = MESSAGES[problem];
  return (
    <div className="storage-notice" role="alert">
      <p>{text}</p>
      {reload && (
        <button type="button" onClick={() => location.reload()}>
          Reload
        </button>
      )}
    </div>
  );
}
