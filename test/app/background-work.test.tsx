import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { BackgroundWork } from '../../src/app/background-work';
import { SAVED_PLACES_KEY } from '../../src/features/places/saved-places';
import { writeKv } from '../../src/offline/db';
import { server } from '../setup/msw';
import { resetAppDb } from '../support/app-db';
import { createTestQueryClient, renderWithProviders } from '../support/render';

beforeEach(async () => {
  await resetAppDb();
  server.events.removeAllListeners();
});

describe('the background work', () => {
  it('refreshes saved places only once the screen’s own answer is in and the page has been quiet', async () => {
    await writeKv(SAVED_PLACES_KEY, [{ slug: 'zurich', name: 'Zürich', country: 'CH', lat: 47.37, lon: 8.55 }]);
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => void asked.push(new URL(request.url).pathname));
    const queryClient = createTestQueryClient();
    // The screen's own answer, on its way while the background work is mounted.
    let answer = () => {};
    const screenAnswer = queryClient.fetchQuery({ queryKey: ['screen'], queryFn: () => new Promise<string>((done) => (answer = () => done('in'))) });
    renderWithProviders(<BackgroundWork />, { queryClient });
    // Longer than the settling's quiet second: nothing is asked while the answer is awaited.
    await new Promise((wait) => setTimeout(wait, 1_500));
    expect(asked).toEqual([]);
    answer();
    await screenAnswer;
    await waitFor(() => expect(asked).toContain('/api/py/weather'), { timeout: 5_000 });
  });
});
