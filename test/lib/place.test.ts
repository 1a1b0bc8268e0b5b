import { describe, expect, it } from 'vitest';
import { LAT_RULE, LON_RULE } from '../../src/lib/coordinates';
import { coordinatePath, linkedPlaceAt, linkedPlaceSlug, linkedPoint, parseCoordinatePath, placePath } from '../../src/lib/place';

describe('paths to a place', () => {
  it('link a catalog place by its slug with its coordinates, and any other point by coordinates alone', () => {
    expect(placePath({ slug: 'zurich', lat: 47.37689, lon: 8.54169 })).toBe('/place/zurich?at=47.3769,8.5417');
    expect(placePath({ lat: 47.37689, lon: 8.54169 })).toBe(coordinatePath(47.37689, 8.54169));
    expect(parseCoordinatePath('47.3769,8.5417')).toEqual({ lat: 47.3769, lon: 8.5417 });
  });

  it('read a catalog place’s slug back as the router does: escapes decoded, one path segment only', () => {
    expect(linkedPlaceSlug(new URL(placePath({ slug: 'zurich', lat: 47.4, lon: 8.5 }), 'http://app').pathname)).toBe('zurich');
    expect(linkedPlaceSlug('/place/zurich/')).toBe('zurich');
    expect(linkedPlaceSlug('/place/s%C3%A3o-paulo')).toBe('são-paulo');
    expect(linkedPlaceSlug('/place/%E0%A4%A')).toBe('%E0%A4%A');
    expect(linkedPlaceSlug('/place/zurich/airports')).toBeUndefined();
    expect(linkedPlaceSlug('/place/')).toBeUndefined();
    expect(linkedPlaceSlug('/settings')).toBeUndefined();
  });

  it('read a point back from its coordinate path, and nothing from a path that is no valid point', () => {
    expect(linkedPoint(coordinatePath(-33.86882, 151.20929))).toEqual({ lat: -33.8688, lon: 151.2093 });
    expect(linkedPoint('/at/47.3769,8.5417/')).toEqual({ lat: 47.3769, lon: 8.5417 });
    expect(linkedPoint('/at/91,8.5')).toBeUndefined();
    expect(linkedPoint('/at/%E0%A4%A')).toBeUndefined();
    expect(linkedPoint('/at/47.3769,8.5417/map')).toBeUndefined();
    expect(linkedPoint('/place/zurich')).toBeUndefined();
  });

  it('read back the coordinates a catalog place’s link carries, and none that are out of the contract’s bounds', () => {
    const link = new URL(placePath({ slug: 'zurich', lat: 47.36667, lon: 8.55 }), 'https://skycache.test');
    expect(linkedPlaceAt(link.search)).toEqual({ lat: 47.3667, lon: 8.55 });
    expect(linkedPlaceAt(`?at=${LAT_RULE.max},${LON_RULE.min}`)).toEqual({ lat: 90, lon: -180 });
    expect(linkedPlaceAt(`?at=${LAT_RULE.max + 0.5},0`)).toBeUndefined();
    expect(linkedPlaceAt(`?at=0,${LON_RULE.max + 0.5}`)).toBeUndefined();
    expect(linkedPlaceAt('?at=47.3667')).toBeUndefined();
    expect(linkedPlaceAt('')).toBeUndefined();
  });
});
