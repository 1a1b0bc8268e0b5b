import type { ReactNode } from 'react';
import type { Embed } from '../../../api/schemas/embed';
import { t } from '../../../i18n/i18n';
import type { PreciseReadings } from '../../../lib/precise-readings';
import { formatTemperature } from '../../../lib/unit-format';
import { QueryContent } from '../../../ui/query-content';
import { useUnits } from '../../../ui/units-context';
import { WeatherIcon } from '../../../ui/weather-icon';
import { useEmbedCurrent } from '../api/get-embed-current';
import type { EmbedParams } from '../api/keys';
import { conditionName } from '../condition-name';
import { withPreciseReadings } from '../precise-embed';

/**
 * "Now" for a list of places, with its age; shares the embed query with the full card and defers to precise
 * readings. The day's range and its age move under the conditions as one when the line is full.
 */
export function CurrentConditionsSummary({ target, precise }: { target: EmbedParams; precise?: PreciseReadings }) {
  const query = useEmbedCurrent({ params: target });
  return (
    <QueryContent query={query} variant="row" status="in-body" what={t('home.summary.what')} errorTitle={t('home.summary.error')} loadingLabel={t('home.loading')}>
      {(embed, result, status) => <Summary current={withPreciseReadings(embed, result.fetchedAt, precise).current} age={status} />}
    </QueryContent>
  );
}

function Summary({ current, age }: { current: Embed['current']; age: ReactNode }) {
  const units = useUnits();
  return (
    <>
      <span className="conditions-summary">
        <WeatherIcon code={current.code} isDay={current.isDay} size={28} />
        <span className="conditions-summary__temp">{formatTemperature(current.temp, units)}</span>
        <span>{conditionName(current.code, current.condition)}</span>
      </span>{' '}
      <span className="muted conditions-summary__range">
        {t('home.highLow', { high: formatTemperature(current.high, units), low: formatTemperature(current.low, units) })}
        {age}
      </span>
    </>
  );
}
