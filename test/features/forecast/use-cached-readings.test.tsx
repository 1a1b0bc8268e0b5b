import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { weatherQueryOptions } from '../../../src/features/forecast/api/get-weather';
import { useCachedReadings } from '../../../src/features/forecast/use-cached-readings';
import { PLACES } from '../../support/forecast-fixtures';
import { createTestQueryClient } from '../../support/render';

function renderReadings(place = PLACES.zurich) {
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return { queryClient, ...renderHook(() => useCachedReadings(place), { wrapper }) };
}

describe('a place’s forecast readings from the cache', () => {
  it('has none and asks for none while the forecast is not in the cache', () => {
    const { result, queryClient } = renderReadings();
    expect(result.current).toBeUndefined();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });

  it('gives the current temperatures and each day’s high and low as soon as the forecast arrives', async () => {
    const { result, queryClient } = renderReadings();
    const answer = await queryClient.fetchQuery(weatherQueryOptions(PLACES.zurich));
    const { current, daily } = answer.data;
    await waitFor(() => expect(result.current).toMatchObject({ fetchedAt: answer.fetchedAt, temp: current.temperature_2m, feelsLike: current.apparent_temperature }));
    expect(result.current?.days.get(daily.time[1]!)).toEqual({ high: daily.temperature_2m_max[1], low: daily.temperature_2m_min[1] });
  });
});
