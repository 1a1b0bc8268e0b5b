import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { isApiError } from '../../../api/errors';
import { describeApiError } from '../../../ui/api-error-words';
import type { Location } from '../../../api/schemas/location';
import { SEARCH_QUERY_MAX_LENGTH } from '../../../api/schemas/query';
import { t } from '../../../i18n/i18n';
import { countryName } from '../../../lib/country-name';
import { useOnline } from '../../../offline/use-online';
import { usePlaceSearch } from '../api/search-places';
import { useRecentPlaces } from '../recent-places';
import { useDebouncedValue } from '../use-debounced-value';
import './search-box.css';

/** Typing makes at most one request per pause this long. */
export const SEARCH_DEBOUNCE_MS = 250;

interface SearchView {
  options: readonly Location[];
  listLabel: string;
  /** What the live region announces and the popup shows when there are no options. */
  message: string;
  /** The options answer what is typed now (not an earlier query still shown while typing). */
  current: boolean;
}

/** A WAI-ARIA combobox over place search (aria-activedescendant, focus stays in the input); empty, it offers recent places. */
export function SearchBox({ onChoose }: { onChoose: (place: Location) => void }) {
  const id = useId();
  const inputId = `${id}-input`;
  const listboxId = `${id}-listbox`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const recent = useRecentPlaces();
  const view = useSearchView(text, recent.places);
  const { options } = view;
  const activeIndex = active < options.length ? active : -1;
  const optionId = (index: number) => `${id}-option-${index}`;
  const expanded = open && (options.length > 0 || view.message !== '');

  useEffect(() => {
    if (activeIndex >= 0) document.getElementById(optionId(activeIndex))?.scrollIntoView?.({ block: 'nearest' });
  });

  const choose = (place: Location) => {
    void recent.remember(place);
    setText('');
    setOpen(false);
    setActive(-1);
    onChoose(place);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = options.length - 1;
    const moveTo = (index: number) => {
      event.preventDefault();
      setOpen(true);
      setActive(index);
    };
    switch (event.key) {
      case 'ArrowDown':
        return moveTo(!open || activeIndex >= last ? 0 : activeIndex + 1);
      case 'ArrowUp':
        return moveTo(!open || activeIndex <= 0 ? last : activeIndex - 1);
      case 'Home':
        if (expanded && last >= 0) moveTo(0);
        return;
      case 'End':
        if (expanded && last >= 0) moveTo(last);
        return;
      case 'Enter': {
        // Enter on a typed query takes the best match, as people expect, once it is the match for what is typed.
        const bestMatch = view.current && text.trim() !== '' ? options[0] : undefined;
        const chosen = expanded ? (options[activeIndex] ?? bestMatch) : undefined;
        if (chosen) {
          event.preventDefault();
          choose(chosen);
        }
        return;
      }
      case 'Escape':
        event.preventDefault();
        if (expanded) setOpen(false);
        else setText('');
        setActive(-1);
        return;
      case 'Tab':
        setOpen(false);
        return;
    }
  };

  return (
    <div className="search-box" role="search">
      <label htmlFor={inputId} className="visually-hidden">
        {t('search.label')}
      </label>
      <input
        id={inputId}
        type="text"
        role="combobox"
        placeholder={t('search.label')}
        // The service refuses a longer query; the box stops there instead of showing an error.
        maxLength={SEARCH_QUERY_MAX_LENGTH}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <div className="search-box__popup" hidden={!expanded}>
        {options.length === 0 && <p className="search-box__message">{view.message}</p>}
        <ul id={listboxId} role="listbox" aria-label={view.listLabel} className="search-box__list">
          {options.map((place, index) => (
            <li
              key={place.slug}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              className="search-box__option"
              // Keeps focus in the input, so choosing with the pointer does not close the list first.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(place)}
            >
              {/* The option's name is its visible text; the unseen comma and the space read it as one phrase. */}
              <span className="search-box__name">
                {place.name}
                <span className="search-box__separator">,</span>
              </span>{' '}
              <span className="search-box__where">{placeWhere(place)}</span>
            </li>
          ))}
        </ul>
      </div>
      <p role="status" className="visually-hidden">
        {open ? view.message : ''}
      </p>
    </div>
  );
}

function placeWhere(place: Location): string {
  return [place.province, countryName(place.country)].filter(Boolean).join(', ');
}

function useSearchView(text: string, recent: readonly Location[]): SearchView {
  const typed = text.trim();
  const query = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const search = usePlaceSearch({ params: { query } });
  const online = useOnline();
  if (typed === '') {
    const message = recent.length > 0 ? t('search.recentCount', { count: recent.length }) : '';
    return { options: recent, listLabel: t('search.recent'), message, current: true };
  }
  const settled = typed === query && search.data !== undefined && !search.isPlaceholderData;
  if (settled) {
    const found = search.data.data.locations;
    return {
      options: found,
      listLabel: t('search.matching', { query }),
      message: found.length === 0 ? t('search.none', { query }) : t('search.found', { count: found.length }),
      current: true,
    };
  }
  const previous = search.data?.data.locations ?? [];
  if (typed === query && (!online || (isApiError(search.error) && search.error.kind === 'network'))) {
    return { options: [], listLabel: t('search.places'), message: t('search.offline'), current: true };
  }
  if (typed === query && search.isError) {
    return { options: [], listLabel: t('search.places'), message: describeApiError(search.error), current: true };
  }
  return { options: previous, listLabel: t('search.places'), message: t('search.searching'), current: false };
}
