import { describe, expect, it } from 'vitest';
import { buildAirports, loadAirports, nearestAirports } from '../../../src/mocks/data/airports';

function row(ident: string, type: string, gps_code = '', name = ident): Parameters<typeof buildAirports>[0][number] {
  return { ident, type, name, latitude_deg: '47', longitude_deg: '8', gps_code };
}

describe('airport list', () => {
  const airports = loadAirports();

  it('holds at least 4,000 airports, each with a four-letter ICAO code', () => {
    expect(airports.length).toBeGreaterThanOrEqual(4000);
    expect(airports.filter((airport) => !/^[A-Z]{4}$/.test(airport.icao))).toEqual([]);
    expect(new Set(airports.map((airport) => airport.icao)).size).toBe(airports.length);
  });

  it('takes the code in use today when gps_code and ident differ', () => {
    expect(airports.find((airport) => airport.icao === 'FLKK')?.name).toBe('Kenneth Kaunda International Airport');
    expect(airports.some((airport) => airport.icao === 'FLLS')).toBe(false);
  });

  it('leaves out closed fields, heliports, seaplane bases, balloonports and rows without an ICAO code', () => {
    const built = buildAirports([
      row('LSZH', 'large_airport'),
      row('LSXX', 'closed'),
      row('LSHX', 'heliport'),
      row('LSSX', 'seaplane_base'),
      row('LSBX', 'balloonport'),
      row('5A8', 'medium_airport', '5A8'),
      row('AF-0005', 'medium_airport', 'OAKS'),
    ]);
    expect(built.map((airport) => airport.icao)).toEqual(['LSZH', 'OAKS']);
  });
});

describe('nearestAirports', () => {
  it('puts Zürich Airport first for a point in the north of Zürich', () => {
    const [nearest] = nearestAirports(47.4111, 8.5441, 5, 500);
    expect(nearest).toMatchObject({ icao: 'LSZH', name: 'Zürich Airport' });
  });

  it('includes Zürich Airport among the nearest to central Zürich', () => {
    // Dübendorf Air Base (LSMD) is 8.4 km from the centre, Zürich Airport 9.0 km.
    const icaos = nearestAirports(47.3769, 8.5417, 5, 500).map((airport) => airport.icao);
    expect(icaos.slice(0, 2)).toEqual(['LSMD', 'LSZH']);
  });

  it('sorts closest first with distances rounded to one decimal', () => {
    const result = nearestAirports(47.3769, 8.5417, 20, 500);
    expect(result).toHaveLength(20);
    for (let i = 1; i < result.length; i += 1) {
      expect(result[i]!.distanceKm).toBeGreaterThanOrEqual(result[i - 1]!.distanceKm);
    }
    for (const airport of result) expect(Math.round(airport.distanceKm * 10) / 10).toBe(airport.distanceKm);
    expect(result[1]).toMatchObject({ icao: 'LSZH', distanceKm: 9 });
  });

  it('returns at most count airports', () => {
    expect(nearestAirports(47.3769, 8.5417, 1, 500)).toHaveLength(1);
    expect(nearestAirports(47.3769, 8.5417, 3, 500)).toHaveLength(3);
  });

  it('returns only airports within maxDistanceKm', () => {
    const result = nearestAirports(47.3769, 8.5417, 20, 50);
    expect(result.length).toBeGreaterThan(0);
    expect(result.length).toBeLessThan(20);
    for (const airport of result) expect(airport.distanceKm).toBeLessThanOrEqual(50);
  });

  it('returns an empty list when no airport is in range', () => {
    expect(nearestAirports(30, -40, 5, 500)).toEqual([]);
  });
});
