import { describe, expect, it } from 'vitest';
import { searchPlaces } from '../../../src/mocks/data/place-search';

function first(q: string): string | undefined {
  const top = searchPlaces(q, 1).places[0];
  return top && `${top.name} ${top.country}`;
}

function slugs(q: string, limit = 10): string[] {
  return searchPlaces(q, limit).places.map((place) => place.slug);
}

describe('searchPlaces', () => {
  it('finds Zürich (CH) first for "zurich"', () => {
    expect(first('zurich')).toBe('Zürich CH');
  });

  it('ignores case and diacritics', () => {
    expect(slugs('Zürich')).toEqual(slugs('zurich'));
    expect(slugs('ZURICH')).toEqual(slugs('zurich'));
    expect(first('sao paulo')).toBe('São Paulo BR');
    expect(first('SÃO PAULO')).toBe('São Paulo BR');
  });

  it('matches prefixes of the name', () => {
    expect(first('new y')).toBe('New York City US');
    expect(first('zur')).toBe('Zürich CH');
  });

  it('matches prefixes of later words of the name', () => {
    expect(slugs('york c')).toContain('new-york-city');
    expect(slugs('paulo', 50)).toContain('sao-paulo');
  });

  it('ranks bigger places first among equally good matches', () => {
    expect(slugs('london').slice(0, 2)).toEqual(['london', 'london-ontario']);
    expect(first('paris')).toBe('Paris FR');
  });

  it('ranks exact over prefix over word-prefix over one-typo matches', () => {
    // The places called exactly Paris (down to 506 inhabitants) come before any place whose
    // name only starts with "paris", and all before Pristina (550,000), one typo away.
    const paris = searchPlaces('paris', 50).places;
    const lastExact = paris.findLastIndex((place) => place.foldedName === 'paris');
    const firstPrefix = paris.findIndex((place) => place.foldedName.startsWith('paris') && place.foldedName !== 'paris');
    expect(paris.filter((place) => place.foldedName === 'paris').length).toBeGreaterThan(5);
    expect(firstPrefix).toBeGreaterThan(lastExact);
    expect(paris.findIndex((place) => place.name === 'Pristina')).toBeGreaterThan(firstPrefix);
    const paulo = searchPlaces('paulo', 50).places;
    const firstWordMatch = paulo.findIndex((place) => !place.foldedName.startsWith('paulo'));
    expect(paulo.slice(0, firstWordMatch).every((place) => place.foldedName.startsWith('paulo'))).toBe(true);
    expect(paulo.slice(firstWordMatch).some((place) => place.foldedName.startsWith('paulo'))).toBe(false);
  });

  it('tolerates one typo', () => {
    expect(first('zuirch')).toBe('Zürich CH');
    expect(first('zurih')).toBe('Zürich CH');
    expect(first('lodnon')).toBe('London GB');
    expect(first('berln')).toBe('Berlin DE');
  });

  it('does not guess at typos in very short queries', () => {
    expect(searchPlaces('zq', 10).total).toBe(0);
  });

  it('respects the limit and counts every match in total', () => {
    const result = searchPlaces('san', 5);
    expect(result.places).toHaveLength(5);
    expect(result.total).toBeGreaterThan(5);
    expect(searchPlaces('san', 50).total).toBe(result.total);
  });

  it('returns nothing for an empty or punctuation-only query', () => {
    expect(searchPlaces('', 10)).toEqual({ places: [], total: 0 });
    expect(searchPlaces(' -!? ', 10)).toEqual({ places: [], total: 0 });
    expect(searchPlaces('xqzxqzxqz', 10)).toEqual({ places: [], total: 0 });
  });
});
