import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ChartSpec } from '../../../../src/features/forecast/charts/chart-spec';
import { chartLayout } from '../../../../src/features/forecast/charts/chart-layout';
import { InspectableChart } from '../../../../src/features/forecast/charts/inspectable-chart';
import { activateLanguage } from '../../../../src/i18n/i18n';

afterEach(async () => {
  localStorage.clear();
  await act(() => activateLanguage('en'));
});

const spec: ChartSpec = {
  title: 'Temperature',
  chart: 'hourly',
  xLabels: ['00', '01', '02'],
  lines: [{ name: 'Temperature', values: [1, 2, 3], style: 0 }],
  formatTick: String,
  readout: (i) => `Point ${i}`,
  table: { columns: ['Time'], rows: [['00'], ['01'], ['02']] },
};

async function pressOnChart(...keys: string[]) {
  render(<InspectableChart spec={spec} />);
  const user = userEvent.setup();
  await user.click(screen.getByRole('group', { name: 'Temperature' }));
  for (const key of keys) await user.keyboard(`{${key}}`);
}

describe('reading a chart with the arrow keys', () => {
  it('steps later in time with Right where time runs left to right', async () => {
    await pressOnChart('ArrowRight', 'ArrowRight');
    expect(await screen.findByText('Point 1')).toBeInTheDocument();
  });

  it('steps later in time with Left in Arabic, where time runs right to left', async () => {
    await act(() => activateLanguage('ar'));
    await pressOnChart('ArrowLeft', 'ArrowLeft', 'ArrowLeft');
    expect(await screen.findByText('Point 2')).toBeInTheDocument();
  });

  it('draws the first hour at the right in Arabic', async () => {
    await act(() => activateLanguage('ar'));
    render(<InspectableChart spec={spec} />);
    const labels = [...document.querySelectorAll<SVGTextElement>('.chart__x-label')];
    const xs = labels.map((label) => Number(label.getAttribute('x')));
    expect(labels.map((label) => label.textContent)).toEqual(['00', '01', '02']);
    expect(xs[0]).toBeGreaterThan(xs[1] ?? Infinity);
    expect(xs[1]).toBeGreaterThan(xs[2] ?? Infinity);
  });
});

describe('a chart under a pointer', () => {
  it('highlights and reads out the point under the pointer, and lets go when it leaves', async () => {
    render(<InspectableChart spec={spec} />);
    const drawing = document.querySelector('.chart__frame svg')!;
    const layout = chartLayout(spec, Number(drawing.getAttribute('width')));
    // The drawing sits at the page's left edge here, so a distance into it is the pointer's x.
    fireEvent.pointerMove(drawing, { clientX: layout.centre(2) });
    expect(await screen.findByText('Point 2')).toBeInTheDocument();
    fireEvent.pointerDown(drawing, { clientX: layout.centre(1) });
    expect(await screen.findByText('Point 1')).toBeInTheDocument();
    fireEvent.pointerLeave(drawing);
    expect(screen.queryByText(/^Point/)).toBeNull();
  });
});

describe('a chart’s shapes', () => {
  it('shades each stretch of night as one shape and draws all the bars as one', () => {
    const hours = Array.from({ length: 24 }, (_, i) => String(i).padStart(2, '0'));
    render(
      <InspectableChart
        spec={{
          ...spec,
          xLabels: hours,
          lines: [{ name: 'Temperature', values: hours.map(Number), style: 0 }],
          night: hours.map((_, i) => i < 6 || i >= 20),
          bars: { name: 'Precipitation', values: hours.map((_, i) => (i % 3 === 0 ? 0 : i / 10)), max: 2, className: 'chart__amount', unit: 'mm', formatTick: String },
        }}
      />,
    );
    expect(document.querySelectorAll('.chart__frame .chart__night')).toHaveLength(2);
    const bars = document.querySelectorAll('.chart__frame .chart__amount');
    expect(bars).toHaveLength(1);
    // 16 hours with rain, each one closed rectangle; the dry ones draw nothing.
    expect(bars[0]!.getAttribute('d')!.match(/z/g)).toHaveLength(16);
    expect(document.querySelectorAll('.chart__frame rect')).toHaveLength(2);
  });

  it('turns each wind arrow to where the wind goes and draws none for an hour without a direction', () => {
    render(<InspectableChart spec={{ ...spec, xLabels: ['00', '01', '02', '03'], arrows: { name: 'Direction', degrees: [0, 90, null, 270] } }} />);
    const turns = [...document.querySelectorAll('.chart__frame .chart__arrow')].map((arrow) => /rotate\((\d+)\)/.exec(arrow.getAttribute('transform') ?? '')?.[1]);
    // From the north the wind blows south (180°); from the west, east (450° is 90°).
    expect(turns).toEqual(['180', '270', '450']);
  });

  it('names every kind of mark in its legend: lines, bars, the rule, the arrows and the night', () => {
    render(
      <InspectableChart
        spec={{
          ...spec,
          night: [true, false, false],
          nightName: 'Night',
          rule: { name: 'Sun protection from 3', value: 3 },
          arrows: { name: 'Arrow: where the wind blows to', degrees: [0, 0, 0] },
          bars: { name: 'Amount', values: [0, 1, 2], max: 2, className: 'chart__amount', unit: 'mm', formatTick: String },
        }}
      />,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Temperature', 'Amount', 'Sun protection from 3', 'Arrow: where the wind blows to', 'Night',
    ]);
  });

  it('prints its table, then closes it again as the reader had left it', async () => {
    render(<InspectableChart spec={spec} />);
    expect(screen.queryAllByRole('row')).toHaveLength(0);
    act(() => void window.dispatchEvent(new Event('beforeprint')));
    expect(await screen.findAllByRole('row')).toHaveLength(4);
    expect(document.querySelector('details.chart__table')).toHaveAttribute('open');
    act(() => void window.dispatchEvent(new Event('afterprint')));
    await waitFor(() => expect(screen.queryAllByRole('row')).toHaveLength(0));
    expect(document.querySelector('details.chart__table')).not.toHaveAttribute('open');
  });
});
