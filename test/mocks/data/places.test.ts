import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { LocationSchema, SLUG_PATTERN } from '../../../src/api/schemas/location';
import { readGeoNamesCities } from '../../../src/mocks/data/geonames-cities';
import {
  buildPlaceCatalog,
  EXCLUDED_FEATURE_CODES,
  findPlaceBySlug,
  loadPlaces,
  toLocation,
  type Place,
} from '../../../src/mocks/data/places';

const { places, bySlug } = loadPlaces();

function bySlugOrFail(slug: string): Place {
  const place = findPlaceBySlug(slug);
  if (place === undefined) throw new Error(`no place has slug ${slug}`);
  return place;
}

describe('place catalog', () => {
  it('holds at least 100,000 places', () => {
    expect(places.length).toBeGreaterThanOrEqual(100_000);
  });

  it('leaves out city sections and historical, abandoned or destroyed places', () => {
    expect(places.filter((place) => EXCLUDED_FEATURE_CODES.has(place.featureCode))).toEqual([]);
    expect(places.some((place) => place.name.startsWith('Zürich (Kreis'))).toBe(false);
    for (const code of ['PPLX', 'PPLH', 'PPLQ', 'PPLW']) expect(EXCLUDED_FEATURE_CODES.has(code)).toBe(true);
  });

  it('is ordered most populous first', () => {
    const outOfOrder = places.findIndex((place, i) => i > 0 && places[i - 1]!.population < place.population);
    expect(outOfOrder).toBe(-1);
  });

  it('gives every place a unique slug of lowercase ASCII letters, digits and hyphens', () => {
    const invalid = places.filter((place) => !SLUG_PATTERN.test(place.slug));
    expect(invalid).toEqual([]);
    expect(new Set(places.map((place) => place.slug)).size).toBe(places.length);
    expect(bySlug.size).toBe(places.length);
  });

  it('transliterates names into slugs', () => {
    expect(bySlugOrFail('zurich').name).toBe('Zürich');
    expect(bySlugOrFail('sao-paulo').name).toBe('São Paulo');
    expect(bySlugOrFail('wroclaw').name).toBe('Wrocław');
    expect(bySlugOrFail('tromso').name).toBe('Tromsø');
    expect(bySlugOrFail('giessen').name).toBe('Gießen');
    expect(bySlugOrFail('oktyabrskiy-minsk').name).toBe('Октябрьский');
  });

  it('keeps the plain slug for the most populous place of a name', () => {
    expect(bySlugOrFail('london')).toMatchObject({ name: 'London', country: 'GB' });
    expect(bySlugOrFail('paris')).toMatchObject({ name: 'Paris', country: 'FR' });
    expect(bySlugOrFail('london-ontario')).toMatchObject({ name: 'London', country: 'CA' });
    expect(bySlugOrFail('paris-texas')).toMatchObject({ name: 'Paris', country: 'US', province: 'Texas' });
  });

  it('assigns identical slugs on every load, whatever the order of the source records', () => {
    const cities = readGeoNamesCities();
    const again = buildPlaceCatalog([...cities].reverse());
    expect(again.places.length).toBe(places.length);
    const slugOf = new Map(places.map((place) => [place.id, place.slug]));
    const changed = again.places.filter((place) => slugOf.get(place.id) !== place.slug);
    expect(changed).toEqual([]);
  });

  it('joins the GeoNames admin1 name as the province', () => {
    expect(bySlugOrFail('zurich').province).toBe('Zurich');
    expect(bySlugOrFail('london').province).toBe('England');
    expect(bySlugOrFail('new-york-city').province).toBe('New York');
  });

  it('names the province GeoNames names today where it has renumbered a country’s codes since the places were packed', () => {
    // Each of these read another province's name, or none, by its packed code.
    const provinces = { hanoi: 'Hanoi', 'ho-chi-minh-city': 'Ho Chi Minh City (HCMC)', hue: 'Thừa Thiên Huế Province', bergen: 'Vestland', riga: 'Riga', juba: 'Central Equatoria' };
    expect(Object.fromEntries(Object.keys(provinces).map((slug) => [slug, bySlugOrFail(slug).province]))).toEqual(provinces);
  });

  it('uses an empty province where the admin1 code is unknown', () => {
    const unknown = places.filter((place) => place.province === '');
    expect(unknown.length).toBeGreaterThan(0);
    expect(unknown.length).toBeLessThan(places.length / 100);
  });

  it('gives every place its IANA time zone', () => {
    expect(bySlugOrFail('zurich').timezone).toBe('Europe/Zurich');
    expect(bySlugOrFail('new-york-city').timezone).toBe('America/New_York');
    expect(bySlugOrFail('sao-paulo').timezone).toBe('America/Sao_Paulo');
    expect(places.filter((place) => place.timezone === '')).toEqual([]);
  });

  it('converts to exactly the contract Location shape', () => {
    const location = toLocation(bySlugOrFail('zurich'));
    expect(location).toEqual({
      slug: 'zurich',
      name: 'Zürich',
      province: 'Zurich',
      country: 'CH',
      lat: expect.closeTo(47.37, 1) as number,
      lon: expect.closeTo(8.55, 1) as number,
      timezone: 'Europe/Zurich',
    });
    expect(Object.keys(location).sort()).toEqual(['country', 'lat', 'lon', 'name', 'province', 'slug', 'timezone']);
  });

  it('produces valid contract Locations for every place', () => {
    const invalid = places.filter((place) => !v.is(LocationSchema, toLocation(place)));
    expect(invalid).toEqual([]);
  });

  it('finds nothing for an unknown slug', () => {
    expect(findPlaceBySlug('no-such-place-anywhere')).toBeUndefined();
  });
});
