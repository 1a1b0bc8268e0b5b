import type { Embed } from '../../../api/schemas/embed';
import { formatPlaceDate } from '../../../lib/local-time';
import { formatTemperature } from '../../../lib/unit-format';
import { useAfterFirstPaint } from '../../../ui/use-after-first-paint';
import { useUnits } from '../../../ui/units-context';
import { WeatherIcon } from '../../../ui/weather-icon';

export function SevenDayStrip({ days }: { days: Embed['daily'] }) {
  const units = useUnits();
  const localDates = useAfterFirstPaint();
  return (
    <section aria-label="Next 7 days">
      {days.length === 0 && <p>Every day of this forecast has passed. It is renewed as soon as the app is online.</p>}
      <ol className="day-strip">
        {days.map((day) => (
          <li key={day.date} className="day-strip__day">
            <span className="day-strip__name">
              {/* Weekdays as the place screen writes them, from the frame after the first paint (the
                  service's, always English, until then): Intl's locale data costs the first screen. */}
              <abbr title={localDates ? formatPlaceDate(day.date, 'day') : day.date}>
                {day.day === 'Today' || !localDates ? day.day : formatPlaceDate(day.date, 'weekday')}
              </abbr>
            </span>
            <span className="day-strip__condition">
              <WeatherIcon code={day.code} isDay size={24} />
              {day.condition}
            </span>
            <span>
              <span className="visually-hidden">High </span>
              {formatTemperature(day.high, units)}<span className="muted"> / </span>
              <span className="visually-hidden">Low </span>
              {formatTemperature(day.low, units)}
            </span>
            <span className="muted" title="Chance of precipitation">
              <span className="visually-hidden">Chance of precipitation </span>
              {day.precipitationProbability}%
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
