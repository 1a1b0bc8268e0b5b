import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { noteEarlyToggle, takeOpenedEarly } from '../../../../src/features/forecast/charts/tables-opened-early';
import { ForecastPanels } from '../../../../src/features/forecast/components/forecast-panels';
import { resetAppDb } from '../../../support/app-db';
import { PLACES, renderWithUnits } from '../../../support/forecast-fixtures';

/** The place screen as a person moves from Zürich to London. */
function TwoPlaces() {
  const [place, setPlace] = useState<{ lat: number; lon: number }>(PLACES.zurich);
  return (
    <>
      <button type="button" onClick={() => setPlace(PLACES.london)}>London</button>
      <ForecastPanels place={place} />
    </>
  );
}

beforeEach(resetAppDb);

describe('a chart table opened before its chart came', () => {
  it('is kept while the place\'s forecast comes, and forgotten when the person moves to another place', async () => {
    renderWithUnits(<TwoPlaces />);
    act(() => noteEarlyToggle('nowcast', true));
    await screen.findByRole('region', { name: 'Next hour' });
    expect(takeOpenedEarly('nowcast')).toBe(true);

    act(() => noteEarlyToggle('nowcast', true));
    await userEvent.click(screen.getByRole('button', { name: 'London' }));
    expect(takeOpenedEarly('nowcast')).toBe(false);
  });

  it('opens the table of the chart it was opened on, not another chart read by the hour', () => {
    noteEarlyToggle('models', true);
    expect(takeOpenedEarly('hourly')).toBe(false);
    expect(takeOpenedEarly('models')).toBe(true);
  });

  it('is forgotten when the place screen closes', () => {
    const { unmount } = renderWithUnits(<ForecastPanels place={PLACES.zurich} />);
    noteEarlyToggle('hourly', true);
    unmount();
    expect(takeOpenedEarly('hourly')).toBe(false);
  });
});
