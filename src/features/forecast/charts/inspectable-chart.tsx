import { useId, type PointerEvent } from 'react';
import { activeDirection } from '../../../i18n/i18n';
import { ChartAxes } from './chart-axes';
import { ChartHint } from './chart-hint';
import { chartLayout } from './chart-layout';
import { ChartLegend } from './chart-legend';
import { ChartMarks } from './chart-marks';
import type { ChartSpec } from './chart-spec';
import { ChartTable } from './chart-table';
import { useChartCursor } from './use-chart-cursor';
import { useElementWidth } from './use-element-width';
import './charts.css';

export type { ChartBars, ChartLine, ChartSpec } from './chart-spec';

/**
 * An SVG chart at its card's width that a keyboard can read: Left/Right and Home/End move a highlighted,
 * announced point; a pointer highlights the point under it; a table holds the same numbers.
 */
export function InspectableChart({ spec }: { spec: ChartSpec }) {
  const count = spec.xLabels.length;
  const rtl = activeDirection() === 'rtl';
  const cursor = useChartCursor(count, rtl);
  const [frameRef, width] = useElementWidth<HTMLDivElement>(320);
  const layout = chartLayout(spec, width, rtl);
  const hintId = useId();
  // One listener for the whole drawing, not a target per point (24 more elements per chart).
  const pointAt = (event: PointerEvent<SVGSVGElement>) => {
    const index = layout.indexAt(event.clientX - event.currentTarget.getBoundingClientRect().left);
    if (index !== undefined) cursor.setActive(index);
  };
  return (
    <figure className="chart">
      <div
        ref={frameRef}
        className="chart__frame"
        tabIndex={0}
        role="group"
        aria-label={spec.title}
        aria-describedby={hintId}
        onKeyDown={cursor.onKeyDown}
        onBlur={cursor.clear}
      >
        <svg
          width={layout.width}
          height={layout.height}
          viewBox={`0 0 ${layout.width} ${layout.height}`}
          aria-hidden="true"
          onPointerMove={pointAt}
          onPointerDown={pointAt}
          onPointerLeave={cursor.clear}
        >
          <ChartAxes spec={spec} layout={layout} />
          <ChartMarks spec={spec} layout={layout} active={cursor.active} />
          {cursor.active !== undefined && (
            <line className="chart__cursor" x1={layout.centre(cursor.active)} x2={layout.centre(cursor.active)} y1={layout.top} y2={layout.bottom} />
          )}
        </svg>
      </div>
      <ChartLegend spec={spec} />
      <p className="chart__readout" aria-live="polite" id={hintId}>
        {cursor.active === undefined
          ? <ChartHint chart={spec.chart} />
          : spec.readout(cursor.active)}
      </p>
      <ChartTable title={spec.title} table={spec.table} chart={spec.chart} />
    </figure>
  );
}
