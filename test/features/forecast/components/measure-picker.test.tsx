import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MeasurePicker } from '../../../../src/features/forecast/components/measure-picker';
import { HOURLY_MEASURES } from '../../../../src/features/forecast/hourly-measures';

afterEach(() => vi.restoreAllMocks());

describe('the measure picker', () => {
  it('reads no layout when it opens on the first measure, which a new line already shows', async () => {
    const reads = vi.spyOn(Element.prototype, 'getBoundingClientRect');
    const { getByRole } = render(<MeasurePicker offered={HOURLY_MEASURES} value="temperature" onChange={() => undefined} />);
    expect(getByRole('radio', { name: 'Temperature' })).toBeChecked();
    // Effects run after the paint; a frame and a task later, any measuring has happened.
    await new Promise((done) => requestAnimationFrame(() => setTimeout(done)));
    expect(reads).not.toHaveBeenCalled();
  });

  it('measures a remembered choice further along the line, to scroll it into view', async () => {
    const reads = vi.spyOn(Element.prototype, 'getBoundingClientRect');
    render(<MeasurePicker offered={HOURLY_MEASURES} value="pressure" onChange={() => undefined} />);
    await waitFor(() => expect(reads).toHaveBeenCalledTimes(2));
  });
});
