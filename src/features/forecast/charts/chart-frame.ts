/**
 * What a chart's box is made of, without the drawing: the placeholder that holds a chart's
 * place while the chart code loads (lazy-charts.tsx) builds the same box from these, so the card
 * keeps its height when the chart arrives.
 */
export const CHART_HEIGHT = 200;

/** What one point of each chart is, as its hint names it (chart-hint.tsx). */
export const POINT_NAMES = { hourly: 'hour', nowcast: 'quarterHour', models: 'hour' } as const;

export type PointName = (typeof POINT_NAMES)[keyof typeof POINT_NAMES];
