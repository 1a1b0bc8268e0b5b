import { AQI_MAX } from '../../../api/schemas/air-quality';
import type { AqiCategory } from '../../../api/schemas/aqi-categories';
import { AQI_BANDS, aqiBarPosition } from '../aqi-bar';

const TICKS = [0, ...AQI_BANDS.map((band) => band.to)];

/** The EPA scale drawn to proportion, with a marker at the current AQI; one sentence for screen readers. */
export function AqiScaleBar({ aqi, category }: { aqi: number; category: AqiCategory }) {
  const position = `${(aqiBarPosition(aqi) * 100).toFixed(2)}%`;
  return (
    <figure className="aqi-scale">
      <div className="aqi-scale__bar" role="img" aria-label={`AQI ${aqi} of ${AQI_MAX} on the EPA scale: ${category.name}`}>
        {AQI_BANDS.map((band) => (
          <span
            key={band.category.level}
            className="aqi-scale__band"
            style={{ width: `${band.width * 100}%`, background: band.category.color }}
            title={`${band.category.name}: ${band.category.min}–${band.category.max}`}
          />
        ))}
        <span className="aqi-scale__marker" style={{ insetInlineStart: position }} />
      </div>
      <div className="aqi-scale__ticks" aria-hidden="true">
        {TICKS.map((tick) => (
          <span key={tick} style={{ insetInlineStart: `${(tick / AQI_MAX) * 100}%` }}>
            {tick}
          </span>
        ))}
      </div>
    </figure>
  );
}
