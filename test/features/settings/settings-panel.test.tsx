import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { SettingsPanel } from '../../../src/features/settings/components/settings-panel';
import { useUnitPreferences } from '../../../src/features/settings/use-unit-preferences';
import { UNITS_SETTING_KEY } from '../../../src/offline/units-document';
import { readKv, writeKv } from '../../../src/offline/db';
import { forgetStoredDocuments } from '../../../src/offline/stored-document';
import { renderWithProviders } from '../../support/render';
import { resetAppDb } from '../../support/app-db';

function UnitsProbe() {
  const [units] = useUnitPreferences();
  return <output aria-label="units in use">{`${units.temperature} ${units.wind} ${units.distance}`}</output>;
}

beforeEach(resetAppDb);

describe('the units settings', () => {
  it('starts from the locale’s units (jsdom speaks en-US)', () => {
    renderWithProviders(<SettingsPanel />);
    expect(screen.getByRole('radio', { name: 'Fahrenheit (°F)' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Miles per hour (mph)' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Inches of mercury (inHg)' })).toBeChecked();
  });

  it('saves a choice and hands it at once to every reader of the setting', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <SettingsPanel />
        <UnitsProbe />
      </>,
    );
    await user.click(screen.getByRole('radio', { name: 'Celsius (°C)' }));
    await user.click(screen.getByRole('radio', { name: 'Knots (kn)' }));
    expect(screen.getByLabelText('units in use')).toHaveTextContent('celsius kn mi');
    await waitFor(async () => expect(await readKv(UNITS_SETTING_KEY)).toMatchObject({ temperature: 'celsius', wind: 'kn' }));
  });

  it('reads a saved choice back, replacing any unit it does not know with the locale’s', async () => {
    await writeKv(UNITS_SETTING_KEY, { temperature: 'celsius', wind: 'furlongs', distance: 'km' });
    forgetStoredDocuments();
    renderWithProviders(<UnitsProbe />);
    expect(await screen.findByText('celsius mph km')).toBeInTheDocument();
  });
});
