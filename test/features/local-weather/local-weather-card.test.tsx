import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getResponse, http, HttpResponse } from 'msw';
import { onlineManager, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { LocalWeatherCard } from '../../../src/features/local-weather/components/local-weather-card';
import { intlDataLoaded, warmUpIntl } from '../../../src/lib/intl-warm-up';
import { formatPlaceDate } from '../../../src/lib/local-time';
import type { PreciseReadings } from '../../../src/lib/precise-readings';
import { formatTemperature } from '../../../src/lib/unit-format';
import { METRIC_UNITS } from '../../../src/lib/units';
import { zonedDate } from '../../../src/lib/zoned-time';
import { handlers } from '../../../src/mocks/handlers';
import { server } from '../../setup/msw';
import { renderWithProviders } from '../../support/render';
import { drawnWeek } from '../../support/drawn-week';

/** A `YYYY-MM-DD` date moved by whole days. */
function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

describe('LocalWeatherCard', () => {
  it('shows a loading state, then the place linked to its forecast, its sky, current conditions, seven days and the attribution link', async () => {
    renderWithProviders(<LocalWeatherCard target={{ slug: 'zurich' }} renderOutlook={({ lat, lon }) => <p>outlook at {lat.toFixed(1)},{lon.toFixed(1)}</p>} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the weather');
    const heading = await screen.findByRole('heading', { name: 'Zürich' });
    await drawnWeek('Next 7 days');
    expect(within(heading).getByRole('link', { name: 'Zürich' })).toHaveAttribute('href', expect.stringMatching(/^\/place\/zurich\?at=47\.\d{4},8\.\d{4}$/));
    // The sky now, and one per day of the week.
    expect(screen.getAllByRole('img', { name: /./ })).toHaveLength(8);
    expect(screen.getByText(/^outlook at 47\.\d,8\.\d$/)).toBeInTheDocument();
    // The wind's compass word with an arrow turned to where the wind goes.
    const wind = screen.getByText('Wind').nextElementSibling!;
    const direction = within(wind as HTMLElement).getByTitle(/^From the [a-z-]+ \(\d+°\)$/);
    const degrees = Number(/\((\d+)°\)/.exec(direction.title)![1]);
    expect(direction.querySelector('svg')).toHaveStyle({ transform: `rotate(${degrees + 180}deg)` });
    expect(wind).toHaveTextContent(/^\d+ km\/h (N|NE|E|SE|S|SW|W|NW)$/);
    expect(screen.getByLabelText(/^Temperature [−-]?\d+ °C$/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Next 7 days' }).querySelectorAll('li')).toHaveLength(7);
    expect(screen.getByRole('link', { name: /Weather data:/ })).toHaveAttribute('href', expect.stringMatching(/\/place\/zurich$/));
    expect(screen.getByText(/^Updated/)).toBeInTheDocument();
  });

  it('draws the current conditions first and the week in a task of its own, each day holding its room, hidden from screen readers, until then', async () => {
    let weekWithTheTemperature: { rows: number; held: number; text: string } | undefined;
    const firstFrame = new MutationObserver(() => {
      if (weekWithTheTemperature || !document.querySelector('.local-weather__temp')) return;
      const rows = [...document.querySelectorAll('.day-strip__day')];
      weekWithTheTemperature = { rows: rows.length, held: rows.filter((row) => row.getAttribute('aria-hidden') === 'true').length, text: rows.map((row) => row.textContent).join('').trim() };
    });
    firstFrame.observe(document.body, { subtree: true, childList: true });
    renderWithProviders(<LocalWeatherCard target={{ slug: 'zurich' }} />);
    const week = await drawnWeek('Next 7 days');
    firstFrame.disconnect();
    expect(weekWithTheTemperature).toEqual({ rows: 7, held: 7, text: '' });
    await waitFor(() => expect(week.querySelectorAll('abbr')).toHaveLength(7));
    expect(week.querySelector('[aria-hidden="true"]')).toBeNull();
  });

  it('a copy from yesterday says its age beside the temperature and starts its days, high and low at today there', async () => {
    const HOUR = 3_600_000;
    const today = zonedDate(Date.now(), 'Europe/Zurich');
    let served: { date: string; high: number; low: number }[] = [];
    server.use(
      http.get('*/api/embed/current', async ({ request }) => {
        const original = await getResponse(handlers, new Request(request.url));
        const body = (await original!.json()) as { daily: { date: string; day: string; high: number; low: number }[] };
        // The same answer as the service gave it 30 hours ago: its first day was yesterday there,
        // with a high and low that differ from today's.
        const daily = body.daily.map((day, i) => ({ ...day, date: addDays(day.date, -1), day: i === 0 ? 'Today' : day.day, high: day.high + i, low: day.low - i }));
        served = daily;
        return HttpResponse.json({ ...body, daily }, { headers: { Date: new Date(Date.now() - 30 * HOUR).toUTCString() } });
      }),
    );
    renderWithProviders(<LocalWeatherCard target={{ slug: 'zurich' }} />);
    expect(await screen.findByRole('heading', { name: 'Zürich' })).toBeInTheDocument();
    expect(screen.getByText('· 30 h ago')).toHaveClass('data-age--stale');
    const days = await drawnWeek('Next 7 days');
    await waitFor(() => expect(days.querySelectorAll('li')).toHaveLength(6));
    expect(within(days).getByTitle(formatPlaceDate(today, 'day'))).toHaveTextContent('Today');
    expect(within(days).getAllByText('Today')).toHaveLength(1);
    const todayServed = served.find((day) => day.date === today)!;
    expect(screen.getByText(/^H .* L .*$/)).toHaveTextContent(
      `H ${formatTemperature(todayServed.high, METRIC_UNITS)} L ${formatTemperature(todayServed.low, METRIC_UNITS)}`,
    );
  });

  it('says the chance of rain for the rest of today from the forecast’s hours still ahead, when the forecast is at hand', async () => {
    const today = zonedDate(Date.now(), 'Europe/Zurich');
    // The embed's own chance for today is set to 90 %, the forecast's for the hours left to 5 %, and the other way round.
    const answerChance = (chance: number) =>
      server.use(
        http.get('*/api/embed/current', async ({ request }) => {
          const body = (await (await getResponse(handlers, new Request(request.url)))!.json()) as { daily: { precipitationProbability: number }[] };
          return HttpResponse.json({ ...body, daily: body.daily.map((day, i) => (i === 0 ? { ...day, precipitationProbability: chance } : day)) });
        }),
      );
    const precise = (chance: number): PreciseReadings => ({
      fetchedAt: Date.now(), temp: null, feelsLike: null, windSpeed: null, days: new Map(), hours: [{ date: today, startsAt: Date.now(), chance, temp: null }],
    });
    answerChance(90);
    const dry = renderWithProviders(<LocalWeatherCard target={{ slug: 'zurich' }} precise={precise(5)} />);
    expect(await screen.findByText(/^Mostly dry for the rest of today, up to/)).toBeInTheDocument();
    dry.unmount();
    answerChance(5);
    renderWithProviders(<LocalWeatherCard target={{ slug: 'zurich' }} precise={precise(90)} />);
    expect(await screen.findByText(/^(Rain|Snow|Showers|Thunderstorms) likely for the rest of today, up to/)).toBeInTheDocument();
  });

  it('holds the room of the words’ longest reading while the forecast for the rest of today is not at hand, and keeps it once it is', async () => {
    const today = zonedDate(Date.now(), 'Europe/Zurich');
    server.use(
      http.get('*/api/embed/current', async ({ request }) => {
        const body = (await (await getResponse(handlers, new Request(request.url)))!.json()) as { daily: { precipitationProbability: number }[] };
        return HttpResponse.json({ ...body, daily: body.daily.map((day, i) => (i === 0 ? { ...day, precipitationProbability: 90 } : day)) });
      }),
    );
    const card = (precise?: PreciseReadings) => <LocalWeatherCard target={{ slug: 'zurich' }} precise={precise} />;
    const { rerender, queryClient, location } = renderWithProviders(card());
    const shown = await screen.findByText(/^(Rain|Snow|Showers|Thunderstorms) likely today, up to/);
    const words = shown.parentElement!;
    const held = words.querySelector('[aria-hidden="true"]')!;
    // Of "likely today", "possible for the rest of today" and "Mostly dry for the rest of today".
    expect(held.textContent).toMatch(/^(Rain|Snow|Showers|Thunderstorms) possible for the rest of today, up to/);
    const dry: PreciseReadings = { fetchedAt: Date.now(), temp: null, feelsLike: null, windSpeed: null, days: new Map(), hours: [{ date: today, startsAt: Date.now(), chance: 5, temp: null }] };
    rerender(
      <QueryClientProvider client={queryClient}>
        <Router hook={location.hook}>{card(dry)}</Router>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(shown).toHaveTextContent(/^Mostly dry for the rest of today, up to/));
    expect(words.querySelector('[aria-hidden="true"]')).toBe(held);
  });

  it('holds no room for the rest of today when it starts offline from a saved answer: no forecast is coming to fill it', async () => {
    const first = renderWithProviders(<LocalWeatherCard target={{ slug: 'zurich' }} />);
    const online = (await screen.findByRole('heading', { name: 'Zürich' })).closest('article')!;
    expect(online.querySelector('.day-in-words [aria-hidden="true"]')).not.toBeNull();
    first.unmount();
    onlineManager.setOnline(false);
    try {
      renderWithProviders(<LocalWeatherCard target={{ slug: 'zurich' }} />, { queryClient: first.queryClient });
      const offline = (await screen.findByRole('heading', { name: 'Zürich' })).closest('article')!;
      expect(offline.querySelector('.day-in-words')).toHaveTextContent(/today, up to/);
      expect(offline.querySelector('.day-in-words [aria-hidden="true"]')).toBeNull();
    } finally {
      onlineManager.setOnline(true);
    }
  });

  /** The mock's embed with its days named `name(i)`; the dates it answered with, once it has. */
  function answerDaysNamed(name: (i: number) => string): () => string[] {
    let dates: string[] = [];
    server.use(
      http.get('*/api/embed/current', async ({ request }) => {
        const original = await getResponse(handlers, new Request(request.url));
        const body = (await original!.json()) as { daily: { date: string; day: string }[] };
        dates = body.daily.map((day) => day.date);
        return HttpResponse.json({ ...body, daily: body.daily.map((day, i) => ({ ...day, day: name(i) })) });
      }),
    );
    return () => dates;
  }

  it('writes its weekdays as the place screen does, whatever words the service used', async () => {
    const answered = answerDaysNamed((i) => (i === 0 ? 'Today' : 'Dienstag'));
    renderWithProviders(<LocalWeatherCard target={{ slug: 'zurich' }} />);
    const days = await screen.findByRole('region', { name: 'Next 7 days' });
    const labels = () => [...days.querySelectorAll('abbr')].map((abbr) => abbr.textContent);
    // From the frame after the first paint.
    await waitFor(() => expect(labels()).toEqual(answered().map((date, i) => (i === 0 ? 'Today' : formatPlaceDate(date, 'weekday')))));
    expect(within(days).queryByText('Dienstag')).toBeNull();
  });

  it("keeps the service's day names until Intl's data has loaded, so that none of the card's renders loads it", async () => {
    const answered = answerDaysNamed(() => 'Dienstag');
    let loaded = false;
    warmUpIntl('after-paint');
    void intlDataLoaded().then(() => (loaded = true));
    const second = () => document.querySelectorAll('.day-strip abbr')[1]?.textContent;
    let loadedWhenSwitched: boolean | undefined;
    const switched = new MutationObserver(() => {
      const name = second();
      if (loadedWhenSwitched === undefined && name !== undefined && name !== 'Dienstag') loadedWhenSwitched = loaded;
    });
    switched.observe(document.body, { subtree: true, childList: true, characterData: true });
    renderWithProviders(<LocalWeatherCard target={{ slug: 'zurich' }} />);
    await drawnWeek('Next 7 days');
    await waitFor(() => expect(second()).toBe(formatPlaceDate(answered()[1]!, 'weekday')));
    switched.disconnect();
    expect(loadedWhenSwitched).toBe(true);
  });

  it('says the location is approximate when it came from the network address', async () => {
    server.use(
      http.get('*/api/embed/current', async ({ request }) => {
        const original = await getResponse(handlers, new Request(request.url.replace(/\?.*$/, '?slug=zurich')));
        const body = (await original!.json()) as Record<string, unknown>;
        return HttpResponse.json({ ...body, source: 'ip' });
      }),
    );
    renderWithProviders(<LocalWeatherCard target={{ ip: true }} />);
    expect(await screen.findByText('Approximate location from your network')).toBeInTheDocument();
  });

  it('shows an attribution whose URL is not http(s) as text, never as a link', async () => {
    server.use(
      http.get('*/api/embed/current', async ({ request }) => {
        const original = await getResponse(handlers, new Request(request.url));
        const body = (await original!.json()) as { attribution: { name: string } };
        return HttpResponse.json({ ...body, attribution: { ...body.attribution, url: 'javascript:alert(1)' } });
      }),
    );
    renderWithProviders(<LocalWeatherCard target={{ slug: 'zurich' }} />);
    expect(await screen.findByText(/^Weather data:/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Weather data:/ })).toBeNull();
  });

  it('shows a readable error and retries on request when the service fails', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/embed/current', () => {
        calls += 1;
        return HttpResponse.json({ detail: 'down' }, { status: 503 });
      }),
    );
    renderWithProviders(<LocalWeatherCard target={{ slug: 'zurich' }} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The weather service is unavailable right now');
    server.resetHandlers();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Zürich' })).toBeInTheDocument();
    expect(calls).toBe(1);
  });

  it('turns a body that breaks the contract into a message instead of a crash', async () => {
    server.use(http.get('*/api/embed/current', () => HttpResponse.json({ location: { name: 42 } })));
    renderWithProviders(<LocalWeatherCard target={{ slug: 'zurich' }} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('sent data this app cannot read');
  });
});
