import { screen, waitFor, within } from '@testing-library/react';
import { getResponse, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { LocalWeatherCard } from '../../../src/features/local-weather/components/local-weather-card';
import { formatPlaceDate } from '../../../src/lib/local-time';
import { weatherCondition } from '../../../src/lib/weather-codes';
import { handlers } from '../../../src/mocks/handlers';
import { server } from '../../setup/msw';
import { renderWithProviders } from '../../support/render';
import { backToEnglishAfterEach, speak } from '../../support/speak';
import { drawnWeek } from '../../support/drawn-week';

interface EmbedBody {
  current: { code: number; condition: string };
  daily: { date: string; day: string; code: number; condition: string }[];
  source: string;
}

/** The mock's embed answer, changed by `change`. */
function embedOverride(change: (body: EmbedBody) => EmbedBody) {
  server.use(
    http.get('*/api/embed/current', async ({ request }) => {
      const original = await getResponse(handlers, new Request(request.url.replace(/\?.*$/, '?slug=zurich')));
      return HttpResponse.json(change((await original!.json()) as EmbedBody));
    }),
  );
}

backToEnglishAfterEach();

describe('the home card in German', () => {
  it('says its readings, the week and the credit in German, its weekdays written by the app', async () => {
    let dates: string[] = [];
    embedOverride((body) => {
      dates = body.daily.map((day) => day.date);
      return { ...body, daily: body.daily.map((day, i) => ({ ...day, day: i === 0 ? 'Today' : 'Tue' })) };
    });
    await speak('de');
    renderWithProviders(<LocalWeatherCard target={{ slug: 'zurich' }} />);
    expect(await screen.findByRole('heading', { name: 'Zürich' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Temperatur −?\d+ °C$/)).toBeInTheDocument();
    expect(screen.getByText(/^Gefühlt −?\d+°$/)).toBeInTheDocument();
    expect(screen.getByText(/^H −?\d+° T −?\d+°$/)).toBeInTheDocument();
    expect(screen.getByText('Luftfeuchtigkeit').nextSibling).toHaveTextContent(/^\d+\s?%$/);
    expect(screen.getByText('Wind')).toBeInTheDocument();
    const week = await drawnWeek('Nächste 7 Tage');
    // From the week's first drawing: the service's English weekdays are never shown in another language.
    const labels = [...week.querySelectorAll('abbr')].map((abbr) => abbr.textContent);
    expect(labels).toEqual(dates.map((date, i) => (i === 0 ? 'Heute' : formatPlaceDate(date, 'weekday'))));
    expect(within(week).getAllByTitle('Niederschlagswahrscheinlichkeit')).toHaveLength(7);
    expect(screen.getByRole('link', { name: /^Wetterdaten: / })).toBeInTheDocument();
  });
});

describe('the home card in Shona', () => {
  it('says its readings, the week and where the location came from in Shona', async () => {
    embedOverride((body) => ({ ...body, source: 'ip' }));
    await speak('sn');
    renderWithProviders(<LocalWeatherCard target={{ ip: true }} />);
    expect(await screen.findByText('Nzvimbo yako inofungidzirwa kubva panetiweki yako')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Tembiricha −?\d+ °C$/)).toBeInTheDocument();
    expect(screen.getByText(/^Zvinonzwika se−?\d+°$/)).toBeInTheDocument();
    expect(screen.getByText(/^Yepamusoro −?\d+° Yepasi −?\d+°$/)).toBeInTheDocument();
    expect(screen.getByText('Hunyoro')).toBeInTheDocument();
    expect(screen.getByText('Mhepo')).toBeInTheDocument();
    const week = await drawnWeek('Mazuva 7 anotevera');
    expect(within(week).getAllByText('Nhasi')).toHaveLength(1);
    const weekdays = Array.from({ length: 7 }, (_, i) => formatPlaceDate(`2026-11-${23 + i}`, 'weekday'));
    expect(weekdays).toContain('Muv');
    expect(weekdays).toContain([...week.querySelectorAll('abbr')][1]?.textContent);
    expect(screen.getByRole('link', { name: /^Dhata remamiriro ekunze: / })).toBeInTheDocument();
  });
});

describe('the home card’s skies', () => {
  it('are named by their WMO code as the place screen names them, the service’s words only for a code the app does not know', async () => {
    embedOverride((body) => ({
      ...body,
      current: { ...body.current, code: 2, condition: 'Sunny intervals' },
      daily: body.daily.map((day, i) => (i === 1 ? { ...day, code: 42, condition: 'Dust haze' } : { ...day, code: 61, condition: 'Showers' })),
    }));
    renderWithProviders(<LocalWeatherCard target={{ slug: 'zurich' }} />);
    expect(await screen.findByText(weatherCondition(2))).toHaveClass('local-weather__condition');
    const week = screen.getByRole('region', { name: 'Next 7 days' });
    await waitFor(() => expect(within(week).getAllByText(weatherCondition(61))).toHaveLength(6));
    expect(within(week).getByText('Dust haze')).toBeInTheDocument();
    expect(screen.queryByText('Sunny intervals')).toBeNull();
  });
});
