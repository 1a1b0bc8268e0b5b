import { describe, expect, it } from 'vitest';
import type { GeoNamesCity } from '../../../src/mocks/data/geonames-cities';
import { makeGeocoder, nameKeys } from '../../../scripts/air-normals/geocode';
import type { WhoCity } from '../../../scripts/air-normals/who-cities';

function geoName(cityId: number, name: string, country: string, population: number, lat: number, lon: number, adminCode = ''): GeoNamesCity {
  return { cityId, name, altName: '', country, featureCode: 'PPL', adminCode, population, loc: { coordinates: [lon, lat] } };
}

function who(iso3: string, country: string, name: string): WhoCity {
  return { region: 'test', iso3, country, name, series: { pm2_5: [[2019, 10]] } };
}

const GEONAMES: readonly GeoNamesCity[] = [
  geoName(1, 'London', 'GB', 7_556_900, 51.51, -0.13),
  geoName(2, 'London', 'CA', 346_765, 42.98, -81.23),
  geoName(3, 'Manchester', 'GB', 395_515, 53.48, -2.24),
  geoName(4, 'Beijing', 'CN', 11_716_620, 39.91, 116.4),
  geoName(5, 'Cairo', 'EG', 7_734_614, 30.06, 31.25),
  geoName(6, 'Cairo', 'US', 9752, 30.88, -84.2, 'GA'),
  geoName(7, 'Albany', 'US', 97_856, 42.65, -73.76, 'NY'),
  geoName(8, 'Albany', 'US', 76_185, 31.58, -84.16, 'GA'),
  geoName(9, 'New York City', 'US', 8_804_190, 40.71, -74.01, 'NY'),
];

describe('nameKeys', () => {
  it('peels the database decorations off a locality name, most literal first', () => {
    expect(nameKeys('Beijing Shi').keys).toContain('beijing');
    expect(nameKeys('Greater Cairo').keys).toContain('cairo');
    expect(nameKeys('Albany-Schenectady-Troy (Ny)')).toEqual({ keys: ['albany schenectady troy', 'albany'], state: 'NY' });
    expect(nameKeys('New York-Newark-Jersey City (Ny-Nj-Pa)').keys).toContain('new york city');
    expect(nameKeys('Ha Noi').keys).toEqual(['ha noi', 'hanoi']);
  });
});

describe('makeGeocoder', () => {
  const cities = [
    who('GBR', 'United Kingdom of Great Britain and Northern Ireland', 'London'),
    who('GBR', 'United Kingdom of Great Britain and Northern Ireland', 'Manchester'),
    who('CAN', 'Canada', 'London'),
    who('CHN', 'China', 'Beijing Shi'),
    who('EGY', 'Egypt', 'Greater Cairo'),
    who('USA', 'United States of America', 'Albany-Schenectady-Troy (Ny)'),
    who('USA', 'United States of America', 'Albany (Ga)'),
    who('USA', 'United States of America', 'New York-Newark-Jersey City (Ny-Nj-Pa)'),
  ];
  const geocoder = makeGeocoder(cities, GEONAMES);

  it('learns the two-letter codes from the names, even for a country with a single, common name', () => {
    expect(Object.fromEntries(geocoder.countryCodes)).toEqual({ GBR: 'GB', CAN: 'CA', CHN: 'CN', EGY: 'EG', USA: 'US' });
  });

  it('places each locality on its own country’s city, the US ones in their state', () => {
    expect(cities.map((city) => geocoder.locate(city)?.cityId)).toEqual([1, 3, 2, 4, 5, 7, 8, 9]);
  });

  it('places nothing it cannot find', () => {
    expect(geocoder.locate(who('GBR', 'United Kingdom of Great Britain and Northern Ireland', 'Atlantis'))).toBeUndefined();
    expect(geocoder.locate(who('XYZ', 'Nowhere', 'London'))).toBeUndefined();
  });
});
