import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { POINT_NAMES } from '../../../../src/features/forecast/charts/chart-frame';
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
    act(() => noteEarlyToggle(POINT_NAMES.nowcast, true));
    await screen.findByRole('region', { name: 'Next hour' });
    expect(takeOpenedEarly(POINT_NAMES.nowcast)).toBe(true);

    act(() => noteEarlyToggle(POINT_NAMES.nowcast, true));
    await userEvent.click(screen.getByRole('button', { name: 'London' }));
    expect(takeOpenedEarly(POINT_NAMES.nowcast)).toBe(false);
  });

  it('is forgotten when the place screen closes', () => {
    const { unmount } = renderWithUnits(<ForecastPanels place={PLACES.zurich} />);
    noteEarlyToggle(POINT_NAMES.hourly, true);
    unmount();
    expect(takeOpenedEarly(POINT_NAMES.hourly)).toBe(false);
  });
});
