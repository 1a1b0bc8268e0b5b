import { AQI_MAX } from '../../../api/schemas/air-quality';
import type { AqiCategory } from '../../../api/schemas/aqi-categories';
import { t } from '../../../i18n/i18n';
import { AQI_BANDS, aqiBarPosition } from '../aqi-bar';
import { AQI_CATEGORY_WORDS } from '../aqi-words';
import { isolated } from '../../../lib/unit-format';
import { formatAqi } from '../pollutants';

const TICKS = [0, ...AQI_BANDS.map((band) => band.to)];

/** The EPA scale drawn to proportion, with a marker at the current AQI; one sentence for screen readers. */
export function AqiScaleBar({ aqi, category }: { aqi: number; category: AqiCategory }) {
  const position = `${(aqiBarPosition(aqi) * 100).toFixed(2)}%`;
  return (
    <figure className="aqi-scale">
      <div className="aqi-scale__bar" role="img" aria-label={t('air.scale.label', { aqi: formatAqi(aqi), max: formatAqi(AQI_MAX), category: t(AQI_CATEGORY_WORDS[category.level].name) })}>
        {AQI_BANDS.map((band) => (
          <span
            key={band.category.level}
            className="aqi-scale__band"
            style={{ width: `${band.width * 100}%`, background: band.category.color }}
            title={t('air.scale.band', { category: t(AQI_CATEGORY_WORDS[band.category.level].name), range: isolated(`${formatAqi(band.category.min)}–${formatAqi(band.category.max)}`) })}
          />
        ))}
        <span className="aqi-scale__marker" style={{ insetInlineStart: position }} />
      </div>
      <div className="aqi-scale__ticks" aria-hidden="true">
        {TICKS.map((tick) => (
          <span key={tick} style={{ insetInlineStart: `${(tick / AQI_MAX) * 100}%` }}>
            {formatAqi(tick)}
          </span>
        ))}
      </div>
    </figure>
  );
}
