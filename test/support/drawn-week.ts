import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * The home card's week named `name`, once its days are drawn: they follow the current conditions
 * in a task of their own (src/features/local-weather/components/seven-day-strip.tsx).
 */
export async function drawnWeek(name: string): Promise<HTMLElement> {
  const week = await screen.findByRole('region', { name });
  await waitFor(() => expect(week.querySelector('.day-strip__day:not([aria-hidden])')).not.toBeNull());
  return week;
}
