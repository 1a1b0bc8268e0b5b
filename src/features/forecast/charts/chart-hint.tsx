import { t } from '../../../i18n/i18n';
import type { PointName } from './chart-frame';

/**
 * The line under a chart before a point is chosen, for the device in hand: the keys for a
 * keyboard (shown where the primary pointer is fine, or once the chart has keyboard focus;
 * always read by screen readers, as the chart's description), a tap on a touch-only screen,
 * where keys would be instructions for something that is not there (forecast.css).
 */
export function ChartHint({ pointName }: { pointName: PointName }) {
  return (
    <>
      <span className="chart__hint--keys">{t('forecast.chart.hintKeys', { point: pointName })}</span>
      <span className="chart__hint--touch" aria-hidden="true">
        {t('forecast.chart.hintTouch', { point: pointName })}
      </span>
    </>
  );
}
