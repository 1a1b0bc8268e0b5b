/** The WHO's measured cities (../data/air-normals.ts) as columns, parsed once. */
import { builtOnce } from '../data/built-once';
import { AIR_NORMALS_TABLE } from '../data/air-normals';

/** The annual means the database publishes, in µg/m³. */
export const MEASURED_POLLUTANTS = ['pm2_5', 'pm10', 'no2'] as const;
export type MeasuredPollutant = (typeof MEASURED_POLLUTANTS)[number];
export type AnnualMeans = Readonly<Record<MeasuredPollutant, number>>;

export interface MeasuredCities {
  readonly count: number;
  readonly lat: Float64Array;
  readonly lon: Float64Array;
  /** One column per pollutant. */
  readonly means: Readonly<Record<MeasuredPollutant, Float64Array>>;
}

export function parseMeasuredCities(table: string): MeasuredCities {
  const lines = table.split('\n').filter((line) => line.trim() !== '');
  const columns = (): Float64Array => new Float64Array(lines.length);
  const cities = {
    count: lines.length,
    lat: columns(),
    lon: columns(),
    means: { pm2_5: columns(), pm10: columns(), no2: columns() },
  };
  lines.forEach((line, i) => {
    const fields = line.split(';');
    const numbers = fields.map((field) => (field.trim() === '' ? NaN : Number(field)));
    if (numbers.length !== 2 + MEASURED_POLLUTANTS.length || !numbers.every(Number.isFinite)) {
      throw new Error(`air-normals: malformed line "${line}"`);
    }
    cities.lat[i] = numbers[0]!;
    cities.lon[i] = numbers[1]!;
    MEASURED_POLLUTANTS.forEach((pollutant, p) => (cities.means[pollutant][i] = numbers[2 + p]!));
  });
  return cities;
}

let measured: MeasuredCities | undefined;

export function measuredCities(): MeasuredCities {
  measured ??= builtOnce('air-measured-cities', () => parseMeasuredCities(AIR_NORMALS_TABLE));
  return measured;
}
