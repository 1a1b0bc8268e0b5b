import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ChartSpec } from '../../../../src/features/forecast/charts/chart-spec';
import { InspectableChart } from '../../../../src/features/forecast/charts/inspectable-chart';
import { activateLanguage } from '../../../../src/i18n/i18n';

afterEach(async () => {
  localStorage.clear();
  await act(() => activateLanguage('en'));
});

const spec: ChartSpec = {
  title: 'Temperature',
  pointName: 'hour',
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
