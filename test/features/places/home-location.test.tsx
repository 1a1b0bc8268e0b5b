import { renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { HOME_LOCATION_KEY, useHomeLocation } from '../../../src/features/places/home-location';
import { HOME_LOCATION_HINT_KEY } from '../../../src/features/places/home-location-hint';
import { writeKv } from '../../../src/offline/db';
import { resetAppDb } from '../../support/app-db';

beforeEach(resetAppDb);

describe('the remembered home location', () => {
  it('is known to be absent at the first render when none was ever kept, so the card need not wait for the database', () => {
    const { result } = renderHook(() => useHomeLocation());
    expect(result.current.point).toBeNull();
  });

  it('is read from the database before the card asks for anything when one is kept', async () => {
    await writeKv(HOME_LOCATION_KEY, { lat: 46.2, lon: 6.14 });
    localStorage.setItem(HOME_LOCATION_HINT_KEY, '1');
    const { result } = renderHook(() => useHomeLocation());
    expect(result.current.point).toBeUndefined();
    await waitFor(() => expect(result.current.point).toEqual({ lat: 46.2, lon: 6.14 }));
  });

  it('keeps the hint in step with what is remembered and forgotten', async () => {
    const { result } = renderHook(() => useHomeLocation());
    result.current.remember({ lat: 1, lon: 2 });
    await waitFor(() => expect(localStorage.getItem(HOME_LOCATION_HINT_KEY)).toBe('1'));
    result.current.forget();
    await waitFor(() => expect(localStorage.getItem(HOME_LOCATION_HINT_KEY)).toBeNull());
    expect(result.current.point).toBeNull();
  });
});
