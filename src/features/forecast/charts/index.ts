/** The lazily loaded chart chunk: d3 and every chart component, loaded with the first chart. */
export { HourlyChart } from './hourly-chart';
export { ModelChart } from './model-chart';
export { NowcastChart } from './nowcast-chart';
