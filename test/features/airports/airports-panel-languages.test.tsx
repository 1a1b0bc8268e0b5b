import { screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AirportsPanel } from '../../../src/features/airports/components/airports-panel';
import { formatDistance } from '../../../src/features/airports/format-distance';
import { resetAppDb } from '../../support/app-db';
import { renderWithProviders } from '../../support/render';
import { asShown } from '../../support/shown-text';
import { backToEnglishAfterEach, speak } from '../../support/speak';

const ZURICH = { lat: 47.3769, lon: 8.5417 };
/** The far South Pacific: no airport within 500 km. */
const OPEN_OCEAN = { lat: -50, lon: -120 };

beforeAll(async () => {
  await fetch(`http://localhost/api/py/airports/nearest?lat=${ZURICH.lat}&lon=${ZURICH.lon}`);
});

beforeEach(resetAppDb);

backToEnglishAfterEach();

describe('AirportsPanel in the person’s language', () => {
  it('names each airport’s forecast link and writes its distance with a French decimal comma', async () => {
    await speak('fr');
    renderWithProviders(<AirportsPanel {...ZURICH} />);
    expect(screen.getByRole('heading', { name: 'Aéroports les plus proches' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'LSZH Zürich Airport\u202f: prévisions à l’aéroport' })).toBeInTheDocument();
    const distances = within(screen.getByRole('list')).getAllByText(/km$/).map((node) => node.textContent);
    expect(distances.length).toBeGreaterThan(0);
    for (const distance of distances) expect(distance).toMatch(/^\d+(,\d)?\skm$/);
    expect(screen.getByRole('combobox', { name: 'Aéroports affichés' })).toBeInTheDocument();
  });

  it('says in Arabic that no airport lies within the search radius, in Arabic numbers', async () => {
    await speak('ar');
    renderWithProviders(<AirportsPanel {...OPEN_OCEAN} />);
    expect(await screen.findByText(asShown(`لا توجد مطارات في نطاق ${formatDistance(500, 'km', 'ar')}`))).toBeInTheDocument();
  });

  it('says in Shona that no airport lies within the search radius, miles beside kilometres', async () => {
    await speak('sn');
    renderWithProviders(<AirportsPanel {...OPEN_OCEAN} distanceUnit="mi" />);
    const km = formatDistance(500, 'km', 'sn');
    const miles = formatDistance(500, 'mi', 'sn');
    expect(await screen.findByText(asShown(`Hapana nhandare mukati me${km} (${miles})`))).toBeInTheDocument();
  });
});
