import { QueryClient, type Query } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { nearestAirportsQueryOptions } from '../../../src/features/airports/api/get-nearest-airports';

function placeholderAfter(previous: { lat: number; lon: number; count: number }, next: { lat: number; lon: number; count: number }) {
  const client = new QueryClient();
  const previousOptions = nearestAirportsQueryOptions(previous);
  client.setQueryData(previousOptions.queryKey, 'previous list' as never);
  const previousQuery = client.getQueryCache().find({ queryKey: previousOptions.queryKey, exact: true }) as Query | undefined;
  const placeholder = nearestAirportsQueryOptions(next).placeholderData;
  return typeof placeholder === 'function' ? placeholder('previous list' as never, previousQuery as never) : placeholder;
}

describe('nearest airports query options', () => {
  it('keep the list of the same point on screen while another count loads', () => {
    expect(placeholderAfter({ lat: 47.3769, lon: 8.5417, count: 5 }, { lat: 47.3769, lon: 8.5417, count: 10 })).toBe('previous list');
  });

  it('treat points that round to the same four decimals as the same point', () => {
    expect(placeholderAfter({ lat: 47.37691, lon: 8.54171, count: 5 }, { lat: 47.37689, lon: 8.54169, count: 10 })).toBe('previous list');
  });

  it('never show the list of another point', () => {
    expect(placeholderAfter({ lat: 47.3769, lon: 8.5417, count: 5 }, { lat: 46.948, lon: 7.4474, count: 5 })).toBeUndefined();
  });
});
