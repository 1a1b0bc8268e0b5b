/** The lazily loaded chart chunk: d3 and every chart component, loaded with the first chart. */
export { InspectableChart } from './inspectable-chart';
export { ModelChart } from './model-chart';
export { NowcastChart } from './nowcast-chart';
