import { describe, expect, it } from 'vitest';
import { chartLayout } from '../../../../src/features/forecast/charts/chart-layout';
import type { ChartSpec } from '../../../../src/features/forecast/charts/chart-spec';

const spec: ChartSpec = {
  title: 'Temperature and feels like',
  chart: 'hourly',
  xLabels: ['00', '01', '02', '03', '04', '05'],
  lines: [{ name: 'Temperature', values: [1, 2, 3, 4, 5, 6], style: 0 }],
  unit: '°C',
  bars: { name: 'Precipitation', values: [0, 1, 0, 2, 0, 1], max: 2, className: 'chart__amount', unit: 'mm', formatTick: String },
  formatTick: String,
  readout: String,
  table: { columns: [], rows: [] },
};

describe('a chart’s layout in the reading direction', () => {
  it('runs time from the left, with the lines’ axis at the left and the bars’ axis at the right', () => {
    const layout = chartLayout(spec, 400);
    expect(layout.centre(0)).toBeLessThan(layout.centre(5));
    expect(layout.beside('start')).toEqual({ x: layout.plotStart - 4, textAnchor: 'end' });
    expect(layout.beside('end')).toEqual({ x: layout.plotEnd + 4, textAnchor: 'start' });
    expect(layout.plotStart).toBeLessThan(layout.plotEnd);
  });

  it('right to left, mirrors time and both axes, every point still inside the chart', () => {
    const ltr = chartLayout(spec, 400);
    const rtl = chartLayout(spec, 400, true);
    expect(rtl.centre(0)).toBeGreaterThan(rtl.centre(5));
    for (let i = 0; i < spec.xLabels.length; i++) expect(rtl.centre(i)).toBeCloseTo(400 - ltr.centre(i), 6);
    expect(rtl.beside('start')).toEqual({ x: 400 - ltr.plotStart + 4, textAnchor: 'start' });
    expect(rtl.beside('end', 40)).toEqual({ x: 400 - ltr.plotEnd - 40, textAnchor: 'end' });
    expect(rtl.x.bandwidth()).toBeCloseTo(ltr.x.bandwidth(), 6);
    for (let i = 0; i < spec.xLabels.length; i++) {
      expect(rtl.x(i)).toBeGreaterThanOrEqual(0);
      expect((rtl.x(i) ?? 0) + rtl.x.bandwidth()).toBeLessThanOrEqual(400);
    }
  });

  it('finds the point under a pointer anywhere in its step, in either direction, and none beyond the plot', () => {
    for (const rtl of [false, true]) {
      const layout = chartLayout(spec, 400, rtl);
      for (let i = 0; i < spec.xLabels.length; i++) {
        expect(layout.indexAt(layout.centre(i))).toBe(i);
        const half = layout.x.step() / 2 - 0.01;
        expect(layout.indexAt(layout.centre(i) - half)).toBe(i);
        expect(layout.indexAt(layout.centre(i) + half)).toBe(i);
      }
      expect(layout.indexAt(rtl ? 399 : 1)).toBeUndefined();
    }
  });
});
