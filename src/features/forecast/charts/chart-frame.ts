// A chart's box without the drawing, shared with its placeholder (lazy-charts.tsx) so the card keeps its height.
export const CHART_HEIGHT = 200;

/** What one point of each chart is, as its hint names it (chart-hint.tsx). */
export const POINT_NAMES = { hourly: 'hour', nowcast: 'quarterHour', models: 'hour' } as const;

/** Which of the place screen's charts: what its placeholder and its table are remembered by. */
export type ChartKind = keyof typeof POINT_NAMES;
