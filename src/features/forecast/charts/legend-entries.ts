import type { ChartSpec } from './chart-spec';

/** One named kind of mark in a chart's legend; `style` picks a line's look, `className` a shape's fill. */
export interface LegendEntry {
  name: string;
  mark: 'line' | 'bars' | 'band' | 'rule' | 'arrow' | 'night';
  style?: number;
  className?: string;
}

/** What a chart's legend names, in order; nothing when there is only one thing to tell apart. */
export function legendEntries(spec: ChartSpec): LegendEntry[] {
  const entries: LegendEntry[] = (spec.lines ?? []).map((series) => ({ name: series.name, mark: 'line', style: series.style }));
  if (spec.bars) entries.push({ name: spec.bars.name, mark: 'bars', className: spec.bars.className });
  if (spec.band) entries.push({ name: spec.band.name, mark: 'band' });
  if (spec.rule) entries.push({ name: spec.rule.name, mark: 'rule' });
  if (spec.arrows) entries.push({ name: spec.arrows.name, mark: 'arrow' });
  if (spec.nightName) entries.push({ name: spec.nightName, mark: 'night' });
  return entries.length < 2 ? [] : entries;
}
