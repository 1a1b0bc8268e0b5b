import { t } from '../../../i18n/i18n';
import { POINT_NAMES, type ChartKind } from './chart-frame';

/** The line under a chart: its keys for a fine pointer or keyboard focus, a tap on touch-only screens. */
export function ChartHint({ chart }: { chart: ChartKind }) {
  const point = POINT_NAMES[chart];
  return (
    <>
      <span className="chart__hint--keys">{t('forecast.chart.hintKeys', { point })}</span>
      <span className="chart__hint--touch">{t('forecast.chart.hintTouch', { point })}</span>
    </>
  );
}
