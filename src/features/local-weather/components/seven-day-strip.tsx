import type { Embed } from '../../../api/schemas/embed';
import { activeLanguage, t } from '../../../i18n/i18n';
import { SOURCE_LANGUAGE } from '../../../i18n/languages';
import { formatPlaceDate } from '../../../lib/local-time';
import { formatPercent, formatTemperature } from '../../../lib/unit-format';
import type { UnitPreferences } from '../../../lib/units';
import { useMountedLater } from '../../../ui/deferred';
import { useIntlReady } from '../../../ui/use-intl-ready';
import { useUnits } from '../../../ui/units-context';
import { WeatherIcon } from '../../../ui/weather-icon';
import { conditionName } from '../condition-name';
import { SERVICE_TODAY } from '../service-today';

/** The home card's week, drawn in a task after the current conditions have painted; each day holds a row's room until then. */
export function SevenDayStrip({ days }: { days: Embed['daily'] }) {
  const drawn = useMountedLater();
  const units = useUnits();
  // The service names days in English: other languages write their own at once, English once Intl has loaded.
  const localDates = useIntlReady() || activeLanguage() !== SOURCE_LANGUAGE;
  return (
    <section aria-label={t('home.days.label')}>
      {days.length === 0 && <p>{t('home.days.passed')}</p>}
      <ol className="day-strip">
        {days.map((day) =>
          drawn ? (
            <DayRow key={day.date} day={day} units={units} localDates={localDates} />
          ) : (
            <li key={day.date} className="day-strip__day" aria-hidden="true">
              {'\u00a0'}
            </li>
          ),
        )}
      </ol>
    </section>
  );
}

function DayRow({ day, units, localDates }: { day: Embed['daily'][number]; units: UnitPreferences; localDates: boolean }) {
  return (
    <li className="day-strip__day">
      <span className="day-strip__name">
        {/* Weekdays as the place screen writes them once Intl's data has loaded (the service's,
            always English, until then): loading it would cost the first screen. */}
        <abbr title={localDates ? formatPlaceDate(day.date, 'day') : day.date}>
          {day.day === SERVICE_TODAY ? t('home.days.today') : localDates ? formatPlaceDate(day.date, 'weekday') : day.day}
        </abbr>
      </span>
      <span className="day-strip__condition">
        <WeatherIcon code={day.code} isDay size={24} />
        <span className="day-strip__condition-name">{conditionName(day.code, day.condition)}</span>
      </span>
      <span className="day-strip__number">
        <span className="visually-hidden">{t('home.days.high')} </span>
        {formatTemperature(day.high, units)}<span className="muted"> / </span>
        <span className="visually-hidden">{t('home.days.low')} </span>
        {formatTemperature(day.low, units)}
      </span>
      <span className="muted day-strip__number" title={t('home.days.chance')}>
        <span className="visually-hidden">{t('home.days.chance')} </span>
        {formatPercent(day.precipitationProbability)}
      </span>
    </li>
  );
}
