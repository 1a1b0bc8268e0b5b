import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../src/i18n/i18n';
import { formatPlaceTime, placeClock } from '../../../src/lib/local-time';
import { formatTemperatureWithUnit } from '../../../src/lib/unit-format';
import { METRIC_UNITS } from '../../../src/lib/units';
import { forecastWarnings } from '../../../src/lib/weather-warnings/forecast-warnings';
import { WARNING_KINDS } from '../../../src/lib/weather-warnings/warning';
import { warningTitle } from '../../../src/lib/weather-warnings/warning-words';
import { WarningBadge } from '../../../src/ui/weather-warnings/warning-badge';
import { WeatherWarnings } from '../../../src/ui/weather-warnings/weather-warnings';
import { calmWeek, HOUR } from '../../support/warning-forecast';
import { asShown } from '../../support/shown-text';

/** Monday 12 January 2026, midnight UTC; "now" is 10:00. */
const MONDAY = Date.UTC(2026, 0, 12);
const NOW = MONDAY + 10 * HOUR;
const UTC = placeClock('UTC', 0);
const HAZARD_WORDS = new RegExp([...WARNING_KINDS.map(warningTitle), 'warning'].join('|'), 'i');

const stormyWeek = calmWeek('UTC', MONDAY, {
  hours: { 14: { code: 95 }, 26: { temperature: -3 } },
  days: { 4: { gustMax: 95 } },
});

describe('the weather warnings region', () => {
  it('lists exactly the hazards of the forecast, most severe first, each in words', () => {
    const warnings = forecastWarnings(stormyWeek, { now: NOW });
    render(<WeatherWarnings warnings={warnings} clock={UTC} now={NOW} units={METRIC_UNITS} />);
    const region = screen.getByRole('region', { name: 'Weather warnings' });
    const items = within(region).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Strong windSevere warningFriday, gusts up to 95\u00a0km/hfrom the forecast',
      `ThunderstormWarningtoday from ${formatPlaceTime(MONDAY + 14 * HOUR, UTC)}, for 1 hourfrom the forecast`,
      `FrostWarningtonight from ${formatPlaceTime(MONDAY + 26 * HOUR, UTC)}, for 1 hour, down to ${formatTemperatureWithUnit(-3, METRIC_UNITS)}from the forecast`,
    ]);
  });

  it('is absent, with no hazard words, when the forecast has no hazard', () => {
    const { container } = render(<WeatherWarnings warnings={forecastWarnings(calmWeek('UTC', MONDAY), { now: NOW })} clock={UTC} now={NOW} units={METRIC_UNITS} />);
    expect(screen.queryByRole('region')).toBeNull();
    expect(container.textContent).not.toMatch(HAZARD_WORDS);
  });
});

describe('the warning badge', () => {
  it('names each hazard once, most severe first, a severe one in words, in one sentence for screen readers', () => {
    render(<WarningBadge warnings={forecastWarnings(stormyWeek, { now: NOW })} />);
    expect(screen.getByText('Weather warnings: Strong wind (severe) · Thunderstorm · Frost')).toHaveClass('visually-hidden');
    expect(screen.getByText('Strong wind (severe) · Thunderstorm · Frost')).toHaveAttribute('aria-hidden', 'true');
  });

  it('says nothing without a hazard', () => {
    const { container } = render(<WarningBadge warnings={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('the warnings in another language', () => {
  afterEach(() => act(() => activateLanguage('en')));

  it('French: heading, names, severity, when and how bad, and the badge', async () => {
    await act(() => activateLanguage('fr'));
    const warnings = forecastWarnings(stormyWeek, { now: NOW });
    render(
      <>
        <WeatherWarnings warnings={warnings} clock={UTC} now={NOW} units={METRIC_UNITS} />
        <WarningBadge warnings={warnings} />
      </>,
    );
    const region = screen.getByRole('region', { name: 'Alertes météo' });
    expect(within(region).getAllByRole('listitem')[0]).toHaveTextContent('Vent fortAlerte gravevendredi, rafales jusqu’à 95 km/hd’après les prévisions');
    expect(screen.getByText(asShown('Alertes météo\u202f: Vent fort (grave) · Orage · Gel'))).toHaveClass('visually-hidden');
  });

  it('Arabic: heading and a frost tonight, for one hour, in Western digits', async () => {
    await act(() => activateLanguage('ar'));
    render(<WeatherWarnings warnings={forecastWarnings(stormyWeek, { now: NOW })} clock={UTC} now={NOW} units={METRIC_UNITS} />);
    const region = screen.getByRole('region', { name: 'تحذيرات الطقس' });
    const frost = within(region).getAllByRole('listitem')[2];
    expect(frost).toHaveTextContent(asShown(`صقيعتحذيرالليلة من الساعة ${formatPlaceTime(MONDAY + 26 * HOUR, UTC)}، لمدة ساعة واحدة، حتى ${formatTemperatureWithUnit(-3, METRIC_UNITS)}بحسب التوقعات`));
  });
});
