import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { UseMyLocationButton } from '../../../src/features/places/components/use-my-location-button';
import { warmUpMockData } from '../../../src/mocks/handlers';
import { HOME_LOCATION_KEY } from '../../../src/features/places/home-location';
import { readKv } from '../../../src/offline/db';
import { resetAppDb } from '../../support/app-db';
import { renderWithProviders } from '../../support/render';
import { backToEnglishAfterEach, speak } from '../../support/speak';

type Outcome = { lat: number; lon: number } | { code: 1 | 2 | 3 };

/** A device whose Geolocation API answers with `outcome`; records the options it was asked with. */
function mockGeolocation(outcome: Outcome | undefined) {
  const getCurrentPosition = vi.fn((success: PositionCallback, failure?: PositionErrorCallback | null, _options?: PositionOptions) => {
    if (outcome && 'code' in outcome) failure?.({ code: outcome.code, message: 'mock' } as GeolocationPositionError);
    else if (outcome) success({ coords: { latitude: outcome.lat, longitude: outcome.lon } } as GeolocationPosition);
  });
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: outcome === undefined ? undefined : { getCurrentPosition },
  });
  return getCurrentPosition;
}

async function pressUseMyLocation() {
  const rendered = renderWithProviders(<UseMyLocationButton />);
  await userEvent.click(screen.getByRole('button', { name: 'Use my location' }));
  return rendered;
}

beforeAll(warmUpMockData);
beforeEach(resetAppDb);
afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
});

describe('Use my location', () => {
  it('asks for a coarse position with a timeout, then opens the place it lies in', async () => {
    const getCurrentPosition = mockGeolocation({ lat: 47.38, lon: 8.54 });
    const { location } = await pressUseMyLocation();
    await waitFor(() => expect(location.history.at(-1)).toMatch(/^\/place\/zurich\?at=/));
    expect(getCurrentPosition.mock.calls[0]![2]).toEqual({ enableHighAccuracy: false, timeout: 10_000, maximumAge: 300_000 });
  });

  it('opens the coordinates themselves when no place is within range', async () => {
    mockGeolocation({ lat: 40, lon: -40 });
    const { location } = await pressUseMyLocation();
    await waitFor(() => expect(location.history.at(-1)).toBe('/at/40.0000,-40.0000'));
  });

  it.each([
    [1, /Location access is blocked/],
    [2, /could not be determined/],
    [3, /took too long/],
  ] as const)('explains failure code %i without leaving the screen', async (code, message) => {
    mockGeolocation({ code });
    const { location } = await pressUseMyLocation();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(location.history).toEqual(['/']);
    expect(screen.getByRole('button', { name: 'Use my location' })).toBeEnabled();
  });

  it('says so when the browser has no Geolocation API', async () => {
    mockGeolocation(undefined);
    await pressUseMyLocation();
    expect(await screen.findByRole('alert')).toHaveTextContent('This browser cannot share your location');
  });

  it('remembers the position for the home screen until the person forgets it', async () => {
    mockGeolocation({ lat: 47.38, lon: 8.54 });
    await pressUseMyLocation();
    expect(await screen.findByRole('button', { name: 'Update my location' })).toBeEnabled();
    await expect.poll(() => readKv(HOME_LOCATION_KEY)).toEqual({ lat: 47.38, lon: 8.54 });
    await userEvent.click(screen.getByRole('button', { name: 'Forget my location' }));
    expect(await screen.findByRole('button', { name: 'Use my location' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Forget my location' })).toBeNull();
    await expect.poll(() => readKv(HOME_LOCATION_KEY)).toBeNull();
  });
});

describe('Use my location in the person’s language', () => {
  backToEnglishAfterEach();

  it('says in Arabic that location access is blocked', async () => {
    await speak('ar');
    mockGeolocation({ code: 1 });
    renderWithProviders(<UseMyLocationButton />);
    await userEvent.click(screen.getByRole('button', { name: 'استخدام موقعي' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('الوصول إلى الموقع محظور. اسمح به في إعدادات الموقع في متصفحك، أو ابحث عن مكان.');
  });

  it('says in French that the position took too long to find', async () => {
    await speak('fr');
    mockGeolocation({ code: 3 });
    renderWithProviders(<UseMyLocationButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Utiliser ma position' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('La recherche de votre position a pris trop de temps. Réessayez, ou recherchez un lieu.');
  });
});
