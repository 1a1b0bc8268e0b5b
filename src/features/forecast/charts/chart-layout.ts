import { extent, max } from 'd3-array';
import { scaleBand, scaleLinear } from 'd3-scale';
import { CHART_HEIGHT } from './chart-frame';
import type { ChartSpec } from './chart-spec';

const TOP = 22;
const BOTTOM = 24;
/** Room for the lines' axis where time starts. */
const START_AXIS = 38;
/** Room for the bars' own axis where time ends. */
const END_AXIS = 34;
const PLAIN = 8;
const LABEL_GAP = 4;
/** Names written where each line ends, when the chart is wide enough to spare the room. */
const END_LABEL_ROOM = 96;
const END_LABELS_FROM = 520;
/** Hour labels need about this much room each to stay apart. */
const X_LABEL_ROOM = 38;

/** Scales and margins of a chart `width` px wide; time runs in the reading direction, drawing coordinates stay left to right. */
export function chartLayout(spec: ChartSpec, width: number, rtl = false) {
  const { xLabels, lines = [], band, bars } = spec;
  const endLabels = lines.length > 1 && width >= END_LABELS_FROM;
  const endRoom = (bars ? END_AXIS : PLAIN) + (endLabels ? END_LABEL_ROOM : 0);
  const startRoom = lines.length > 0 ? START_AXIS : PLAIN;
  const toward = rtl ? -1 : 1;
  const plotStart = rtl ? width - startRoom : startRoom;
  const plotEnd = rtl ? endRoom : width - endRoom;
  const bottom = CHART_HEIGHT - BOTTOM;
  const x = scaleBand<number>()
    .domain(xLabels.map((_, i) => i))
    .range([plotStart, plotEnd])
    .paddingInner(0.15);
  /** Text `offset` pixels beyond the start (`-`) or end (`+`) of the plot, anchored to it. */
  const beside = (edge: 'start' | 'end', offset = LABEL_GAP) => {
    const outward = edge === 'start' ? -toward : toward;
    return {
      x: (edge === 'start' ? plotStart : plotEnd) + outward * offset,
      textAnchor: outward > 0 ? ('start' as const) : ('end' as const),
    };
  };
  const centre = (i: number) => (x(i) ?? 0) + x.bandwidth() / 2;
  /** Where a point's step (its band and half the gaps beside it) begins, from the drawing's left. */
  const stepStart = (i: number) => (x(i) ?? 0) - (x.step() - x.bandwidth()) / 2;
  /** The point whose step holds `at`, a distance from the drawing's left. */
  const indexAt = (at: number) => {
    const index = xLabels.findIndex((_, i) => at >= stepStart(i) && at < stepStart(i) + x.step());
    return index < 0 ? undefined : index;
  };
  const lineValues = [...lines.flatMap((l) => l.values), ...(band ? [...band.lower, ...band.upper] : [])].filter(Number.isFinite);
  const [low = 0, high = 1] = extent(lineValues);
  const floor = spec.nonNegative ? 0 : low - 1;
  const fitted = [floor, Math.max(spec.nonNegative ? high * 1.1 : high + 1, floor + (spec.minSpan ?? 2), spec.rule?.value ?? floor)];
  const y = scaleLinear()
    .domain(spec.domain ?? fitted)
    .nice()
    .range([bottom, TOP]);
  // Bars keep to the lower part when a line is drawn over them, so neither hides the other.
  const barTop = lines.length > 0 ? bottom - (bottom - TOP) * 0.45 : TOP;
  const barScale = bars
    ? scaleLinear()
        .domain([0, Math.max(bars.max, max(bars.values.filter(Number.isFinite)) ?? 0)])
        .nice()
        .range([bottom, barTop])
    : undefined;
  return {
    width,
    height: CHART_HEIGHT,
    top: TOP,
    bottom,
    plotStart,
    plotEnd,
    beside,
    endLabels,
    x,
    centre,
    stepStart,
    indexAt,
    y,
    barScale,
    barTop,
    labelEvery: Math.max(1, Math.ceil(X_LABEL_ROOM / Math.max(1, x.step()))),
  };
}

export type ChartLayout = ReturnType<typeof chartLayout>;
