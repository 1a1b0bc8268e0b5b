/** The WHO UV index exposure categories. */
export function uvCategory(index: number): 'Low' | 'Moderate' | 'High' | 'Very high' | 'Extreme' {
  const rounded = Math.round(index);
  if (rounded <= 2) return 'Low';
  if (rounded <= 5) return 'Moderate';
  if (rounded <= 7) return 'High';
  return rounded <= 10 ? 'Very high' : 'Extreme';
}
