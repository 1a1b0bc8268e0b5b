import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { SavedPlaceToggle } from '../../../src/features/places/components/saved-place-toggle';
import { SavedPlacesList } from '../../../src/features/places/components/saved-places-list';
import { SAVED_PLACES_KEY, type SavedPlace } from '../../../src/features/places/saved-places';
import { readKv, writeKv } from '../../../src/offline/db';
import { resetAppDb } from '../../support/app-db';
import { renderWithProviders } from '../../support/render';
import { backToEnglishAfterEach, speak } from '../../support/speak';

const zurich = { slug: 'zurich', name: 'Zürich', province: 'Zurich', country: 'CH', lat: 47.37, lon: 8.55 };
const paris = { slug: 'paris', name: 'Paris', province: 'Île-de-France', country: 'FR', lat: 48.85, lon: 2.35 };

function renderList() {
  return renderWithProviders(<SavedPlacesList renderWeather={(place) => <span>weather of {place.name}</span>} />);
}

const rowNames = () => within(screen.getByRole('list')).getAllByRole('link').map((link) => link.textContent);

beforeEach(resetAppDb);

describe('saved places on screen', () => {
  it('stars a place (aria-pressed) and lists it with its weather slot, and unstars it again', async () => {
    const user = userEvent.setup();
    const toggle = renderWithProviders(<SavedPlaceToggle place={zurich} />);
    const star = screen.getByRole('button', { name: 'Save place' });
    await waitFor(() => expect(star).toBeEnabled());
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await user.click(star);
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'true'));
    toggle.unmount();

    const list = renderList();
    expect(await screen.findByRole('link', { name: 'Zürich' })).toHaveAttribute('href', expect.stringMatching(/^\/place\/zurich\?at=47\.\d{4},8\.\d{4}$/));
    expect(screen.getByText('weather of Zürich')).toBeInTheDocument();
    expect(screen.getByText('Zurich, Switzerland')).toBeInTheDocument();
    list.unmount();

    renderWithProviders(<SavedPlaceToggle place={zurich} />);
    const again = screen.getByRole('button', { name: 'Save place' });
    await waitFor(() => expect(again).toHaveAttribute('aria-pressed', 'true'));
    await user.click(again);
    await waitFor(() => expect(again).toHaveAttribute('aria-pressed', 'false'));
  });

  it('reorders with Move up / Move down buttons from the keyboard, keeping focus on the moved place', async () => {
    const user = userEvent.setup();
    await writeKv(SAVED_PLACES_KEY, [zurich, paris]);
    renderList();
    await screen.findByRole('link', { name: 'Paris' });
    expect(screen.getByRole('button', { name: 'Move Zürich up' })).toBeDisabled();

    screen.getByRole('button', { name: 'Move Zürich down' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(rowNames()).toEqual(['Paris', 'Zürich']));
    expect(screen.getByRole('button', { name: 'Move Zürich up' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Zürich moved to position 2 of 2.');

    await user.keyboard('{Enter}');
    await waitFor(() => expect(rowNames()).toEqual(['Zürich', 'Paris']));
    await user.click(screen.getByRole('button', { name: 'Remove Paris' }));
    await waitFor(() => expect(rowNames()).toEqual(['Zürich']));
  });

  it('keeps focus on the moved place when the list draws again before the move is stored', async () => {
    // A parent that draws again at every press, as a row's weather arriving meanwhile would.
    function DrawnAgainOnPress() {
      const [, drawAgain] = useState(0);
      useEffect(() => {
        const onClick = () => drawAgain((count) => count + 1);
        document.addEventListener('click', onClick, true);
        return () => document.removeEventListener('click', onClick, true);
      }, []);
      return <SavedPlacesList renderWeather={(place) => <span>weather of {place.name}</span>} />;
    }
    const user = userEvent.setup();
    await writeKv(SAVED_PLACES_KEY, [zurich, paris]);
    renderWithProviders(<DrawnAgainOnPress />);
    await screen.findByRole('link', { name: 'Paris' });
    await user.click(screen.getByRole('button', { name: 'Move Zürich down' }));
    await waitFor(() => expect(rowNames()).toEqual(['Paris', 'Zürich']));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move Zürich up' })).toHaveFocus());
  });

  it('explains the limit when 20 places are saved already', async () => {
    const user = userEvent.setup();
    const full: SavedPlace[] = Array.from({ length: 20 }, (_, i) => ({ ...paris, slug: `place-${i}`, name: `Place ${i}` }));
    await writeKv(SAVED_PLACES_KEY, full);
    renderWithProviders(<SavedPlaceToggle place={zurich} />);
    const star = screen.getByRole('button', { name: 'Save place' });
    await waitFor(() => expect(star).toBeEnabled());
    await user.click(star);
    expect(await screen.findByRole('alert')).toHaveTextContent('You can save up to 20 places. Remove one from the home screen to save this one.');
    expect(star).toHaveAttribute('aria-pressed', 'false');
  });

  it('with nothing saved, says how to save a place, naming the button as it reads', async () => {
    renderList();
    const region = await screen.findByRole('region', { name: 'Saved places' });
    expect(region).toHaveTextContent('Search for a place, open it and choose “Save place”: it appears here with its weather, also offline.');
    expect(within(region).queryByRole('list')).toBeNull();
  });

  it('says the last place was removed, then how to save one', async () => {
    await writeKv(SAVED_PLACES_KEY, [zurich]);
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Zürich' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Zürich removed from saved places.');
    expect(screen.getByRole('region', { name: 'Saved places' })).toHaveTextContent(/^Saved placesSearch for a place/);
  });

  it('treats stored data it cannot read as no saved places, and saving replaces it', async () => {
    const user = userEvent.setup();
    await writeKv(SAVED_PLACES_KEY, [{ nonsense: true }]);
    renderWithProviders(<SavedPlaceToggle place={paris} />);
    const star = screen.getByRole('button', { name: 'Save place' });
    await waitFor(() => expect(star).toBeEnabled());
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await user.click(star);
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'true'));
    renderList();
    await screen.findByRole('link', { name: 'Paris' });
    expect(rowNames()).toEqual(['Paris']);
  });

  it('says what saving and removing did, and Undo puts the list back as it was', async () => {
    const user = userEvent.setup();
    await writeKv(SAVED_PLACES_KEY, [paris]);
    renderWithProviders(
      <>
        <SavedPlaceToggle place={zurich} />
        <SavedPlacesList renderWeather={() => null} />
      </>,
    );
    const star = screen.getByRole('button', { name: 'Save place' });
    await waitFor(() => expect(star).toBeEnabled());
    await user.click(star);
    expect(await screen.findByText('Zürich saved to your places on the home screen.')).toBeInTheDocument();
    await waitFor(() => expect(rowNames()).toEqual(['Paris', 'Zürich']));
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(rowNames()).toEqual(['Paris']));
    expect(star).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    await expect.poll(() => readKv(SAVED_PLACES_KEY)).toEqual([paris]);

    await user.click(star);
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'true'));
    await user.click(star);
    expect(await screen.findByText('Zürich removed from your places.')).toBeInTheDocument();
    await waitFor(() => expect(rowNames()).toEqual(['Paris']));
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(rowNames()).toEqual(['Paris', 'Zürich']));
  });

  it('names a saved map point by the place it is near, and by its coordinates where nothing is near', async () => {
    const geneva = { name: '46.20°N, 6.14°E', lat: 46.2, lon: 6.14 };
    const savedNear = { name: '47.40°N, 8.60°E', lat: 47.4, lon: 8.6, near: 'Zürich' };
    const atlantic = { name: '40.00°N, 40.00°W', lat: 40, lon: -40 };
    await writeKv(SAVED_PLACES_KEY, [geneva, savedNear, atlantic]);
    renderList();
    expect(await screen.findByRole('link', { name: 'Near Genève' })).toHaveAttribute('href', '/at/46.2000,6.1400');
    expect(screen.getByText('46.20°N, 6.14°E')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Near Zürich' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '40.00°N, 40.00°W' })).toBeInTheDocument();
  });
});

describe('saved places in the person’s language', () => {
  backToEnglishAfterEach();

  it('announces a move in French and names a bare point after the place it is near', async () => {
    const user = userEvent.setup();
    await speak('fr');
    await writeKv(SAVED_PLACES_KEY, [zurich, { name: '47.40°N, 8.60°E', lat: 47.4, lon: 8.6, near: 'Zürich' }]);
    renderList();
    expect(await screen.findByRole('heading', { name: 'Lieux enregistrés' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Près de Zürich' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Descendre Zürich' }));
    expect(await screen.findByText('Zürich déplacé en position 2 sur 2.')).toBeInTheDocument();
  });

  it('says in Arabic that a saved place was removed, with Undo', async () => {
    const user = userEvent.setup();
    await speak('ar');
    await writeKv(SAVED_PLACES_KEY, [zurich]);
    renderWithProviders(<SavedPlaceToggle place={zurich} />);
    const star = screen.getByRole('button', { name: 'حفظ المكان' });
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'true'));
    await user.click(star);
    expect(await screen.findByText('أُزيل Zürich من أماكنك.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تراجع' })).toBeInTheDocument();
  });
});
