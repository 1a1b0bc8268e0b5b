/**
 * The civil clock's part in the air: traffic's morning and evening peaks, each shape scaled
 * to a daily mean of 1 so that a day keeps its mean. The sun's part (ozone) and the night's
 * inversions come from the weather (./weather-coupling.ts).
 */
function bump(hour: number, peak: number, width: number): number {
  const d = Math.min(Math.abs(hour - peak), 24 - Math.abs(hour - peak));
  return Math.exp(-(d * d) / (2 * width * width));
}

function unitMeanOverDay(shape: (hour: number) => number): (hour: number) => number {
  let sum = 0;
  for (let hour = 0; hour < 24; hour++) sum += shape(hour + 0.5);
  const mean = sum / 24;
  return (hour) => shape(hour + 0.5) / mean;
}

/** Traffic's share of the day by local hour (0–23): rush hours at 08:00 and 18:30. */
export const trafficCycle = unitMeanOverDay((hour) => 0.5 + 0.9 * bump(hour, 8, 1.5) + 0.8 * bump(hour, 18.5, 2));

/** Particles follow traffic less than NO2 does: most of them are older and come from farther. */
export function particleCycle(hour: number): number {
  return 0.75 + 0.25 * trafficCycle(hour);
}
