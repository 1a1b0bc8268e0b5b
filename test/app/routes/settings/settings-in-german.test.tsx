import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SettingsRoute } from '../../../../src/app/routes/settings/settings';
import { activateLanguage, activeIntlLocale } from '../../../../src/i18n/i18n';
import { resetAppDb } from '../../../support/app-db';
import { renderWithProviders } from '../../../support/render';

const megabytes = (value: number) =>
  new Intl.NumberFormat(activeIntlLocale(), { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(value);

beforeEach(async () => {
  await resetAppDb();
  vi.stubGlobal('Notification', { permission: 'denied', requestPermission: vi.fn() });
  Object.defineProperty(navigator, 'storage', {
    value: { estimate: () => Promise.resolve({ usage: 2_400_000, quota: 500_000_000 }), persisted: () => Promise.resolve(false) },
    configurable: true,
  });
  await act(() => activateLanguage('de'));
});

afterEach(async () => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'storage');
  localStorage.clear();
  await act(() => activateLanguage('en'));
});

describe('Settings in German', () => {
  it('names the screen, every unit and its group, the warnings switch and the storage in German, formally', async () => {
    renderWithProviders(<SettingsRoute />);
    expect(screen.getByRole('heading', { level: 1, name: 'Einstellungen' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Einstellungen · Skycache'));
    const wind = await screen.findByRole('group', { name: 'Windgeschwindigkeit' });
    expect(within(wind).getAllByRole('radio').map((radio) => radio.parentElement?.textContent)).toEqual([
      'Kilometer pro Stunde (km/h)',
      'Meter pro Sekunde (m/s)',
      'Meilen pro Stunde (mph)',
      'Knoten (kn)',
    ]);
    expect(screen.getByRole('radio', { name: 'Hektopascal (hPa)' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Mit Benachrichtigungen warnen' })).not.toBeChecked();
    expect(screen.getByText(/^Ihr Browser blockiert Benachrichtigungen von Skycache\. Erlauben Sie sie/)).toBeInTheDocument();
    expect(await screen.findByText(`Gespeichert: ${megabytes(2.4)} von ${megabytes(500)} verfügbar.`)).toBeInTheDocument();
    expect(screen.getByText('Nicht dauerhaft: Der Browser kann es löschen, wenn der Speicher knapp wird.')).toBeInTheDocument();
  });

  it('says in German what deleting the downloaded weather kept', async () => {
    renderWithProviders(<SettingsRoute />);
    await userEvent.click(await screen.findByRole('button', { name: 'Heruntergeladene Wetterdaten löschen' }));
    expect(await screen.findByText(/^Heruntergeladene Wetterdaten gelöscht\. Gespeicherte Orte, Einstellungen/)).toBeInTheDocument();
  });
});
