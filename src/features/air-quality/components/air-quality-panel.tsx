import { useId } from 'react';
import type { AirQuality } from '../../../api/schemas/air-quality';
import { categoryForLevel } from '../../../api/schemas/aqi-categories';
import { t } from '../../../i18n/i18n';
import { useMountedLater } from '../../../ui/deferred';
import { QueryContent } from '../../../ui/query-content';
import { WhenNear } from '../../../ui/when-near';
import { useAirQuality } from '../api/get-air-quality';
import { AQI_CATEGORY_WORDS, POLLUTANT_LABELS } from '../aqi-words';
import { formatAqi } from '../pollutants';
import { AqiScaleBar } from './aqi-scale-bar';
import { PollutantTable } from './pollutant-table';
import '../air-quality.css';

/** US EPA AQI for a point, each pollutant against the WHO guidelines; asks once `after` is true. Fails on its own. */
export function AirQualityPanel({ lat, lon, after = true }: { lat: number; lon: number; after?: boolean }) {
  const titleId = useId();
  // Asked after the frame showing what came first has painted, so a slow device does not share that frame.
  const query = useAirQuality({ params: { lat, lon }, queryConfig: { enabled: useMountedLater(after) } });
  return (
    <section className="card air-quality" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('air.heading')}</h2>
      <QueryContent query={query} what={t('air.heading')} errorTitle={t('air.errorTitle')} loadingLabel={t('air.loading')} loadingLines={4}>
        {(result) => <AirQuality result={result} />}
      </QueryContent>
    </section>
  );
}

function AirQuality({ result }: { result: AirQuality }) {
  // The service's own category: the app never recomputes what the API already says.
  const category = categoryForLevel(result.level);
  const words = AQI_CATEGORY_WORDS[category.level];
  const dominant = result.dominantPollutant ? POLLUTANT_LABELS[result.dominantPollutant] : undefined;
  return (
    <>
      <p className="aqi-badge" style={{ background: category.color, color: category.textColor }}>
        <span className="aqi-badge__label">{t('air.badge')}</span> <strong className="aqi-badge__value">{formatAqi(result.aqi)}</strong>{' '}
        <span className="aqi-badge__category">{t(words.name)}</span>
      </p>
      <AqiScaleBar aqi={result.aqi} category={category} />
      <p className="air-quality__health">{t(words.advice)}</p>
      <p>
        {t('air.dominant.label')}{' '}
        {dominant ? <strong>{t('air.dominant.value', { short: dominant.short, name: t(dominant.name) })}</strong> : t('air.dominant.none')}
      </p>
      {/* Most of the card's elements: made as it comes near, in a box of its height meanwhile. */}
      <WhenNear placeholder={<div className="pollutant-table--pending" />}>
        <PollutantTable result={result} />
      </WhenNear>
    </>
  );
}
