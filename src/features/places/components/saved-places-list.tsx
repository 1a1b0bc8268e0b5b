import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { t } from '../../../i18n/i18n';
import { countryName } from '../../../lib/country-name';
import { placePath } from '../../../lib/place';
import { formatCoordinates } from '../../../lib/format-coordinates';
import { formatNumber } from '../../../lib/unit-format';
import { movePlace, removePlace, savedPlaceId, type SavedPlace } from '../saved-places';
import { useSavedPlaces } from '../use-saved-places';
import { usePlaceLabel } from '../use-place-label';
import './places.css';

interface SavedPlacesListProps {
  /** Each place's current weather, composed in by the app (features do not import each other). */
  renderWeather: (place: SavedPlace) => ReactNode;
}

/** The saved places, in the person's order: open, reorder with buttons, remove; with none, how to save one. */
export function SavedPlacesList({ renderWeather }: SavedPlacesListProps) {
  const { places, update } = useSavedPlaces();
  const [announcement, setAnnouncement] = useState('');
  const list = useRef<HTMLOListElement>(null);
  const moved = useRef<{ id: string; direction: 'up' | 'down'; to: number } | undefined>(undefined);
  useEffect(() => {
    // The pressed button moved with its row: keep focus on it so several moves take several presses.
    // A render before the move (a row's weather arriving) leaves it for the render that moves the row.
    if (!moved.current) return;
    const { id, direction, to } = moved.current;
    const row = list.current?.children[to];
    if (row?.getAttribute('data-place') !== id) return;
    moved.current = undefined;
    const button = row?.querySelector<HTMLButtonElement>(`[data-move="${direction}"]:not(:disabled)`) ?? row?.querySelector('button');
    button?.focus();
  });
  // Nothing until the device is read; then, with none saved, how to save one (beside the card when wide).
  if (places === undefined) return null;

  const move = async (place: SavedPlace, offset: number, position: number) => {
    moved.current = { id: savedPlaceId(place), direction: offset < 0 ? 'up' : 'down', to: position + offset - 1 };
    await update((current) => movePlace(current, savedPlaceId(place), offset));
    setAnnouncement(t('places.saved.moved', { name: place.name, position: formatNumber(position + offset, 0), count: formatNumber(places.length, 0) }));
  };
  const remove = async (place: SavedPlace) => {
    await update((current) => removePlace(current, savedPlaceId(place)));
    setAnnouncement(t('places.saved.removed', { name: place.name }));
  };

  return (
    <section className="card saved-places" aria-labelledby="saved-places-title">
      <h2 id="saved-places-title">{t('places.saved.heading')}</h2>
      {places.length === 0 ? (
        <p className="muted">{t('places.saved.empty', { button: t('places.toggle.save') })}</p>
      ) : (
        <ol className="saved-places__list" ref={list}>
          {places.map((place, index) => (
            <li key={savedPlaceId(place)} className="saved-places__item" data-place={savedPlaceId(place)}>
              <div className="saved-places__place">
                <SavedPlaceName place={place} />
                <div className="saved-places__weather">{renderWeather(place)}</div>
              </div>
              <div className="saved-places__actions">
                <button
                  type="button"
                  className="button--quiet"
                  data-move="up"
                  disabled={index === 0}
                  aria-label={t('places.saved.moveUp', { name: place.name })}
                  onClick={() => void move(place, -1, index + 1)}
                >
                  <span aria-hidden="true">↑</span>
                </button>
                <button
                  type="button"
                  className="button--quiet"
                  data-move="down"
                  disabled={index === places.length - 1}
                  aria-label={t('places.saved.moveDown', { name: place.name })}
                  onClick={() => void move(place, 1, index + 1)}
                >
                  <span aria-hidden="true">↓</span>
                </button>
                <button type="button" className="button--quiet" aria-label={t('places.saved.remove', { name: place.name })} onClick={() => void remove(place)}>
                  <span aria-hidden="true">✕</span>
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
    </section>
  );
}

/** The row's link and, under it, where the place is: its region and country, or a point's coordinates. */
function SavedPlaceName({ place }: { place: SavedPlace }) {
  const label = usePlaceLabel(place);
  const where = place.slug
    ? [place.province, place.country && countryName(place.country)].filter(Boolean).join(', ')
    : formatCoordinates(place.lat, place.lon);
  return (
    <>
      <Link href={placePath(place)} className="saved-places__name">
        {label}
      </Link>
      {where && where !== label && <span className="muted saved-places__where">{where}</span>}
    </>
  );
}
