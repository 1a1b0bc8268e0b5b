import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { WeatherResponse } from '../../../src/api/schemas/weather';
import { ForecastPanels } from '../../../src/features/forecast/components/forecast-panels';
import { formatPlaceDate } from '../../../src/lib/local-time';
import { formatAge } from '../../../src/lib/relative-time';
import { server } from '../../setup/msw';
import { resetAppDb } from '../../support/app-db';
import { PLACES, renderWithUnits, weatherOverride } from '../../support/forecast-fixtures';
import { backToEnglishAfterEach, speak } from '../../support/speak';

/** The mock's own quarter hours with these amounts: dry now, light rain (or snow) from the third. */
function rainLater() {
  server.use(
    weatherOverride(async (real) => {
      const body = (await real.json()) as WeatherResponse;
      return Response.json({ ...body, minutely: { time: body.minutely!.time, precipitation: [0, 0, 0.4, 0.6] } }, { headers: real.headers });
    }),
  );
}

/** The seven weekdays as the app writes them in the active language. */
function weekdays(): string[] {
  return Array.from({ length: 7 }, (_, i) => formatPlaceDate(`2026-11-${23 + i}`, 'weekday'));
}

beforeEach(resetAppDb);

backToEnglishAfterEach();

describe('the forecast panels in French', () => {
  it('titles every panel, words the week, the details and the chart’s hints in French', async () => {
    const user = userEvent.setup();
    await speak('fr');
    rainLater();
    renderWithUnits(<ForecastPanels place={PLACES.zurich} />);
    await screen.findByRole('region', { name: 'Sources' });
    for (const name of ['Conditions actuelles', 'Prochaine heure', 'Prochaines 24 heures', 'Prévisions à 7 jours', 'Détails', 'Comparer les modèles de prévision']) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    const current = screen.getByRole('region', { name: 'Conditions actuelles' });
    expect(within(current).getByLabelText(/^Température −?\d+ °C$/)).toBeInTheDocument();
    for (const reading of [/^Ressenti /, /^Max\. /, /^Min\. /]) expect(within(current).getByText(reading)).toBeInTheDocument();
    expect(within(current).getByRole('region', { name: 'Heure par heure' })).toHaveTextContent(/^Maint\./);

    const week = screen.getByRole('region', { name: 'Prévisions à 7 jours' });
    const days = within(week).getAllByRole('button');
    expect(days).toHaveLength(7);
    expect(days[0]).toHaveAccessibleName(/^Auj\., ?[^,]+, (probabilité de précipitations [^,]+, )?minimum −?\d+°, maximum −?\d+°$/);
    expect(weekdays()).toContain(days[1]!.querySelector('.daily__name')?.textContent);
    expect(weekdays()).not.toContain('Tue');
    await user.click(days[1]!);
    for (const term of ['Précipitations', 'Vent jusqu’à', 'Rafales jusqu’à', 'Indice UV', 'Lever du soleil']) expect(within(week).getByText(term)).toBeInTheDocument();
    expect(within(week).getByText('Indice UV').nextSibling).toHaveTextContent(/^\d+ · (Faible|Modéré|Élevé|Très élevé|Extrême)$/);

    const hourly = screen.getByRole('region', { name: 'Prochaines 24 heures' });
    const chart = await within(hourly).findByRole('group', { name: 'Température et ressenti, prochaines 24 heures' });
    // Both hints, as jsdom applies no stylesheet; a browser shows one for the hands in use (test/e2e/layout.e2e.ts).
    expect(chart).toHaveAccessibleDescription('Placez le focus sur le graphique et utilisez les flèches gauche et droite pour lire chaque heure.Touchez le graphique pour lire chaque heure.');
    expect(within(hourly).getByText('Afficher le tableau')).toBeInTheDocument();
  });

  it('says when the rain starts, in French', async () => {
    await speak('fr');
    rainLater();
    renderWithUnits(<ForecastPanels place={PLACES.zurich} />);
    const nowcast = await screen.findByRole('region', { name: 'Prochaine heure' });
    expect(nowcast).toHaveTextContent(/(Pluie faible attendue|Faibles chutes de neige attendues) dans environ \d+ minutes/);
    expect(await within(nowcast).findByRole('group', { name: 'Précipitations dans l’heure, toutes les 15 minutes' })).toHaveAccessibleDescription(
      'Placez le focus sur le graphique et utilisez les flèches gauche et droite pour lire chaque quart d’heure.Touchez le graphique pour lire chaque quart d’heure.',
    );
  });
});

describe('an observation hours old, in French', () => {
  it('says its time and, in bold, its age in one French sentence', async () => {
    const HOUR = 3_600_000;
    server.use(
      weatherOverride(async (real) => {
        const body = (await real.json()) as WeatherResponse;
        // Observed three hours ago, written as the place's wall-clock time like the service's.
        const observed = new Date(Date.now() - 3 * HOUR + body.utc_offset_seconds * 1000).toISOString().slice(0, 16);
        return Response.json({ ...body, current: { ...body.current, time: observed } }, { headers: real.headers });
      }),
    );
    await speak('fr');
    renderWithUnits(<ForecastPanels place={PLACES.zurich} />);
    const current = await screen.findByRole('region', { name: 'Conditions actuelles' });
    // As Testing Library reads the page: no-break spaces (Intl's, in French) as plain ones.
    const age = formatAge(Date.now() - 3 * HOUR, Date.now()).replace(/\s+/g, ' ');
    const line = current.querySelector('.forecast-current__time');
    expect(line).toHaveTextContent(new RegExp(`^À .+, heure locale, ${age}$`));
    expect(within(line as HTMLElement).getByText(age).tagName).toBe('STRONG');
  });
});

describe('the forecast panels in Arabic', () => {
  it('titles the panels, starts the week at today and says the next hour in Arabic', async () => {
    await speak('ar');
    rainLater();
    renderWithUnits(<ForecastPanels place={PLACES.zurich} />);
    await screen.findByRole('region', { name: 'المصادر' });
    for (const name of ['الأحوال الجوية الآن', 'الساعة القادمة', 'الساعات الـ24 القادمة', 'توقعات 7 أيام', 'التفاصيل']) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    const days = within(screen.getByRole('region', { name: 'توقعات 7 أيام' })).getAllByRole('button');
    expect(days[0]).toHaveAccessibleName(/^اليوم، ?[^،]+، (احتمال الهطول [^،]+، )?الصغرى \u2066[^،]+°\u2069، العظمى \u2066[^،]+°\u2069$/);
    const details = screen.getByRole('region', { name: 'التفاصيل' });
    expect(within(details).getByText('الرطوبة')).toBeInTheDocument();
    // 15 to 30 minutes away: numbers from 11 to 99 count with the singular noun in Arabic.
    const nowcast = screen.getByRole('region', { name: 'الساعة القادمة' });
    expect(nowcast).toHaveTextContent(/(يبدأ هطول مطر خفيف|يبدأ تساقط ثلوج خفيف) بعد نحو [\d٠-٩]+ دقيقة/);
  });

  it('names the sources in Arabic', async () => {
    await speak('ar');
    renderWithUnits(<ForecastPanels place={PLACES.istanbul} />);
    const sources = await screen.findByRole('region', { name: 'المصادر' });
    expect(within(sources).getAllByRole('listitem').map((line) => line.textContent)).toContain('التوقعات من Tomorrow.io');
    expect(within(sources).getByText('الأحوال الجوية الآن من محطة أرصاد قريبة')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'الساعة القادمة' })).toHaveTextContent('التنبؤ الآني غير متاح لهذا المكان.');
  });
});
