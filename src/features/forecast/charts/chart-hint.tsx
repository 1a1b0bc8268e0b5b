import { t } from '../../../i18n/i18n';
import type { PointName } from './chart-frame';

/** The line under a chart: its keys for a fine pointer or keyboard focus, a tap on touch-only screens. */
export function ChartHint({ pointName }: { pointName: PointName }) {
  return (
    <>
      <span className="chart__hint--keys">{t('forecast.chart.hintKeys', { point: pointName })}</span>
      <span className="chart__hint--touch">{t('forecast.chart.hintTouch', { point: pointName })}</span>
    </>
  );
}
