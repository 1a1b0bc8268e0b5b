import { describe, expect, it } from 'vitest';
import { nearestPlace } from '../../../src/mocks/data/place-index';

function slugNear(lat: number, lon: number, maxKm?: number): string | undefined {
  return nearestPlace(lat, lon, maxKm)?.place.slug;
}

describe('nearestPlace', () => {
  it('names the city for a point in its centre', () => {
    expect(slugNear(47.3769, 8.5417)).toBe('zurich');
    expect(slugNear(48.86, 2.35)).toBe('paris');
  });

  it('names the city, not a small place slightly closer, for a point inside it', () => {
    // Zürich-Oerlikon: Opfikon's centre (pop. ~1,300) is 3.2 km away, Zürich's 5.0 km.
    expect(slugNear(47.4111, 8.5441)).toBe('zurich');
    // Paris 15e: Vanves's centre is 2.1 km away, Paris's 3.9 km.
    expect(slugNear(48.8412, 2.2995)).toBe('paris');
  });

  it('names a town for a point clearly nearer to it than to the city', () => {
    // Dübendorf (pop. ~20,000), 9 km from the centre of Zürich.
    expect(slugNear(47.3972, 8.6186)).toBe('dubendorf');
  });

  it('names a small town far from big cities', () => {
    // Andermatt (pop. ~1,300) in the Swiss Alps.
    expect(slugNear(46.6357, 8.5939)).toBe('andermatt');
  });

  it('returns undefined with no place within range', () => {
    expect(nearestPlace(30, -40)).toBeUndefined();
    expect(nearestPlace(46.6357, 8.7, 1)).toBeUndefined();
  });

  it('reports the great-circle distance to the place', () => {
    const result = nearestPlace(47.3769, 8.5417);
    expect(result?.distanceKm).toBeGreaterThan(1);
    expect(result?.distanceKm).toBeLessThan(1.6);
  });

  it('returns undefined for coordinates that are not numbers', () => {
    expect(nearestPlace(Number.NaN, 8.5)).toBeUndefined();
    expect(nearestPlace(47, Number.POSITIVE_INFINITY)).toBeUndefined();
  });
});
