import readXlsxFile from 'read-excel-file/node';

/**
 * The city sheet of the WHO Ambient Air Quality Database, one record per city and
 * pollutant series, as the generator needs it.
 */
export const WHO_SHEET = 'AAP_2022_city_v9';
export const WHO_VERSION = 'v9 (2022 update, sheet dated 2022-07-21)';

/** The pollutants the database publishes, in the generated table's column order. */
export const WHO_POLLUTANTS = ['pm2_5', 'pm10', 'no2'] as const;
export type WhoPollutant = (typeof WHO_POLLUTANTS)[number];

const COLUMN_TITLES: Readonly<Record<WhoPollutant | 'region' | 'iso3' | 'country' | 'city' | 'year', string>> = {
  region: 'WHO Region',
  iso3: 'ISO3',
  country: 'WHO Country Name',
  city: 'City or Locality',
  year: 'Measurement Year',
  pm2_5: 'PM2.5 (μg/m3)',
  pm10: 'PM10 (μg/m3)',
  no2: 'NO2 (μg/m3)',
};

/**
 * WHO keeps "only the latest data" per city; one year is noisy (a fire season, a wet year),
 * so each pollutant's annual means within this many years of its latest are averaged.
 */
export const YEARS_AVERAGED = 3;

/** One published annual mean: [year, µg/m³]. */
export type YearValue = readonly [year: number, value: number];
export type WhoSeries = Partial<Record<WhoPollutant, readonly YearValue[]>>;

/** The mean of a series' values in its latest YEARS_AVERAGED years. */
export function recentMean(series: readonly YearValue[]): number {
  const latest = Math.max(...series.map(([year]) => year));
  const recent = series.filter(([year]) => year > latest - YEARS_AVERAGED);
  return recent.reduce((sum, [, value]) => sum + value, 0) / recent.length;
}

export interface WhoCity {
  readonly region: string;
  readonly iso3: string;
  readonly country: string;
  readonly name: string;
  /** The annual means published per pollutant, every year the locality reports. */
  readonly series: WhoSeries;
}

function columnIndexes(header: readonly unknown[]): Record<keyof typeof COLUMN_TITLES, number> {
  const indexes = {} as Record<keyof typeof COLUMN_TITLES, number>;
  for (const [key, title] of Object.entries(COLUMN_TITLES) as [keyof typeof COLUMN_TITLES, string][]) {
    const at = header.indexOf(title);
    if (at < 0) throw new Error(`${WHO_SHEET}: no column "${title}"`);
    indexes[key] = at;
  }
  return indexes;
}

function positive(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;
}

/** Reads the spreadsheet: one record per locality, its years per pollutant. */
export async function readWhoCities(path: string): Promise<WhoCity[]> {
  const sheets = await readXlsxFile(path);
  const sheet = sheets.find((candidate) => candidate.sheet === WHO_SHEET);
  if (!sheet) throw new Error(`${path}: no sheet ${WHO_SHEET} (found ${sheets.map((s) => s.sheet).join(', ')})`);
  const [header, ...rows] = sheet.data;
  const at = columnIndexes(header ?? []);
  const series = new Map<string, { region: string; iso3: string; country: string; name: string; years: Map<WhoPollutant, [number, number][]> }>();
  for (const row of rows) {
    const iso3 = String(row[at.iso3] ?? '');
    const region = String(row[at.region] ?? '');
    const country = String(row[at.country] ?? '');
    const name = String(row[at.city] ?? '').trim();
    const year = positive(row[at.year]);
    if (!iso3 || !name || year === undefined) continue;
    const key = `${iso3}|${name}`;
    let city = series.get(key);
    if (!city) series.set(key, (city = { region, iso3, country, name, years: new Map() }));
    for (const pollutant of WHO_POLLUTANTS) {
      const value = positive(row[at[pollutant]]);
      if (value === undefined) continue;
      const list = city.years.get(pollutant) ?? [];
      list.push([year, value]);
      city.years.set(pollutant, list);
    }
  }
  return [...series.values()].map(({ region, iso3, country, name, years }) => ({
    region,
    iso3,
    country,
    name,
    series: Object.fromEntries(years),
  }));
}
