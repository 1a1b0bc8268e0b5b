/** How humid air feels, by its dew point: the bands of the US National Weather Service's guidance. */
export type Comfort = 'dry' | 'comfortable' | 'humid' | 'oppressive';

/** Upper dew points (°C, exclusive) of the first three bands; at 21 °C and above the air is oppressive. */
export const COMFORT_DEW_POINTS_C = { dry: 10, comfortable: 16, humid: 21 } as const;

export function comfortOf(dewPointC: number): Comfort {
  if (dewPointC < COMFORT_DEW_POINTS_C.dry) return 'dry';
  if (dewPointC < COMFORT_DEW_POINTS_C.comfortable) return 'comfortable';
  return dewPointC < COMFORT_DEW_POINTS_C.humid ? 'humid' : 'oppressive';
}
