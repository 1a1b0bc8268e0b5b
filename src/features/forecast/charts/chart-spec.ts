import type { ChartKind } from './chart-frame';

/** What a chart shows, independent of how wide it is drawn. */
export interface ChartLine {
  name: string;
  values: readonly number[];
  /** Picks colour, dash pattern and marker, so lines differ in more than colour. */
  style: number;
}

export interface ChartBars {
  name: string;
  values: readonly number[];
  /** Top of the bars' own scale at least (the scale grows with wetter hours). */
  max: number;
  className: string;
  /** Unit of the bars' own axis, drawn on the right ("mm"); none where each tick carries it ("40%"). */
  unit?: string;
  formatTick: (value: number) => string;
}

export interface ChartTable {
  columns: readonly string[];
  rows: readonly (readonly string[])[];
}

export interface ChartSpec {
  /** Accessible name of the chart, also the table's caption. */
  title: string;
  /** Which chart it is: what its hint calls a point, and what its table is remembered by. */
  chart: ChartKind;
  xLabels: readonly string[];
  lines?: readonly ChartLine[];
  /** Unit of the lines' axis, written above it ("°C"). */
  unit?: string;
  /** Shaded spread between the lowest and highest value at each point. */
  band?: { lower: readonly number[]; upper: readonly number[]; name: string };
  /** One series of bars, on its own scale at the right. */
  bars?: ChartBars;
  night?: readonly boolean[];
  /** The legend's name for the night shading; without it the shading goes unnamed. */
  nightName?: string;
  /** Wind directions (degrees it blows from) as arrows along the top, each pointing where the wind goes. */
  arrows?: { name: string; degrees: readonly (number | null)[] };
  /** A level of the lines' scale worth marking, as a dotted rule (the UV index from which to protect the skin). */
  rule?: { name: string; value: number };
  /** The lines' scale fixed (percentages), instead of fitted to the values. */
  domain?: readonly [number, number];
  /** Lines of a quantity that cannot go below zero (precipitation) start their axis at 0. */
  nonNegative?: boolean;
  /** Smallest range the value axis shows, so that near-flat lines are not magnified. */
  minSpan?: number;
  formatTick: (value: number) => string;
  readout: (index: number) => string;
  table: ChartTable;
}
