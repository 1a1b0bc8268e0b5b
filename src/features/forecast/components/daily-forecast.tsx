import { useId, useState, type ReactNode } from 'react';
import { t } from '../../../i18n/i18n';
import { formatPlaceDate } from '../../../lib/local-time';
import { isChanceWorthSaying } from '../../../lib/precipitation-chance';
import { chartValue, formatPercent, formatTemperature } from '../../../lib/unit-format';
import type { UnitPreferences } from '../../../lib/units';
import { useMountedLater } from '../../../ui/deferred';
import { richMessage } from '../../../ui/rich-message';
import { WeatherIcon } from '../../../ui/weather-icon';
import type { ForecastView } from '../forecast-view';
import { DailyDetails } from './daily-details';
import { ForecastPanel } from './forecast-panel';

/** Words only screen readers hear; the spaces around them stay outside, where every reader keeps them. */
function HiddenWords({ text }: { text: string }) {
  const [, before = '', words = '', after = ''] = /^(\s*)(.*?)(\s*)$/su.exec(text) ?? [];
  return (
    <>
      {before && ' '}
      {words && <span className="visually-hidden">{words}</span>}
      {after && ' '}
    </>
  );
}

/** Seven days, one line each (a tap opens the day); rows come a task after the card, each holding a line's room meanwhile. */
export function DailyForecast({ view, units }: { view: ForecastView; units: UnitPreferences }) {
  const drawn = useMountedLater();
  const { daily } = view.weather;
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  const detailsId = useId();
  const coldest = Math.min(...daily.temperature_2m_min.filter((value) => value !== null));
  const warmest = Math.max(...daily.temperature_2m_max.filter((value) => value !== null));
  const span = Math.max(1, warmest - coldest);
  const position = (celsius: number) => `${((celsius - coldest) / span) * 100}%`;
  const toggle = (date: string) =>
    setOpened((current) => {
      const next = new Set(current);
      if (!next.delete(date)) next.add(date);
      return next;
    });
  return (
    <ForecastPanel id="forecast-daily" title={t('forecast.daily.title')} fetchedAt={view.fetchedAt} ageFrom={view.ageFrom}>
      {daily.time.length === 0 && <p>{t('forecast.daily.passed')}</p>}
      <ol className="daily">
        {daily.time.map((date, i) => {
          if (!drawn) {
            return (
              <li key={date} className="daily__day" aria-hidden="true">
                <span className="daily__line">{'\u00a0'}</span>
              </li>
            );
          }
          const low = formatTemperature(chartValue(daily.temperature_2m_min[i]), units);
          const high = formatTemperature(chartValue(daily.temperature_2m_max[i]), units);
          const lowCelsius = chartValue(daily.temperature_2m_min[i]);
          const highCelsius = chartValue(daily.temperature_2m_max[i]);
          const chance = daily.precipitation_probability_max[i];
          const code = daily.weather_code[i] ?? null;
          const name = date === view.today ? t('forecast.daily.today') : formatPlaceDate(date, 'weekday');
          const open = opened.has(date);
          const chanceSaid = isChanceWorthSaying(chance);
          // Each value in its column; the words between them, in the language's order, for screen readers.
          const cells: Record<string, ReactNode> = {
            day: <span className="daily__name">{name}</span>,
            condition: <WeatherIcon code={code} isDay size={28} />,
            chance: <span className="daily__chance">{formatPercent(chance)}</span>,
            low: <span className="daily__low">{low}</span>,
            high: <span className="daily__high">{high}</span>,
          };
          return (
            <li key={date} className="daily__day">
              <button
                type="button"
                className="daily__line"
                aria-expanded={open}
                aria-controls={open ? `${detailsId}-${i}` : undefined}
                onClick={() => toggle(date)}
              >
                {richMessage(chanceSaid ? 'forecast.daily.lineWithChance' : 'forecast.daily.line', cells, {}, (text, key) => (
                  <HiddenWords key={key} text={text} />
                ))}
                {!chanceSaid && <span className="daily__chance" />}
                <span className="daily__track" aria-hidden="true">
                  <span className="daily__bar" style={{ insetInlineStart: position(lowCelsius), insetInlineEnd: `calc(100% - ${position(highCelsius)})` }} />
                </span>
                <span className="daily__chevron" aria-hidden="true" />
              </button>
              {open && <DailyDetails id={`${detailsId}-${i}`} view={view} index={i} units={units} />}
            </li>
          );
        })}
      </ol>
    </ForecastPanel>
  );
}
