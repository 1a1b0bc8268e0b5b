import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * The week named `name` (the home card's or a place's), once its days are drawn: they follow the
 * card in a task of their own, each held by an empty row hidden from screen readers until then.
 */
export async function drawnWeek(name: string): Promise<HTMLElement> {
  const week = await screen.findByRole('region', { name });
  await waitFor(() => expect(week.querySelector('li:not([aria-hidden])')).not.toBeNull());
  return week;
}
