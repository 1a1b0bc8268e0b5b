import { useState } from 'react';
import { t } from '../../../i18n/i18n';
import type { SelectedPlace } from '../../../lib/place';
import { addPlace, isSaved, removePlace, savedPlaceId, SavedPlacesFullError, type SavedPlace } from '../saved-places';
import { useSavedPlaces } from '../use-saved-places';
import { usePlaceLabel } from '../use-place-label';
import './places.css';

type Feedback =
  | { kind: 'done'; text: string; before: readonly SavedPlace[] }
  | { kind: 'failed'; text: string };

/** A star that saves or removes the place (aria-pressed); each change says what it did, with Undo. */
export function SavedPlaceToggle({ place }: { place: SelectedPlace }) {
  const { places, update } = useSavedPlaces();
  const [feedback, setFeedback] = useState<Feedback>();
  const label = usePlaceLabel(place);
  const saved = places !== undefined && isSaved(places, place);

  const change = async (next: (current: readonly SavedPlace[]) => SavedPlace[], text?: string) => {
    const before = places ?? [];
    try {
      await update(next);
      setFeedback(text === undefined ? undefined : { kind: 'done', text, before });
    } catch (error) {
      setFeedback({ kind: 'failed', text: error instanceof SavedPlacesFullError ? error.message : t('place.toggle.storageRefused') });
    }
  };
  const toggle = () =>
    saved
      ? change((current) => removePlace(current, savedPlaceId(place)), t('place.toggle.removed', { name: label }))
      : change((current) => addPlace(current, place), t('place.toggle.added', { name: label }));

  return (
    <div className="saved-toggle">
      <button
        type="button"
        className="button--quiet saved-toggle__button"
        aria-pressed={saved}
        disabled={places === undefined}
        onClick={() => void toggle()}
      >
        <span aria-hidden="true">{saved ? '★' : '☆'}</span> {t('places.toggle.save')}
      </button>
      {/* A polite status rather than an alert: the change is what the person asked for. */}
      <p className={feedback?.kind === 'failed' ? 'saved-toggle__message' : 'saved-toggle__done'} role={feedback?.kind === 'failed' ? 'alert' : 'status'}>
        {feedback?.text}
        {feedback?.kind === 'done' && (
          <>
            {' '}
            <button type="button" className="button--link" onClick={() => void change(() => [...feedback.before])}>
              {t('place.toggle.undo')}
            </button>
          </>
        )}
      </p>
    </div>
  );
}
