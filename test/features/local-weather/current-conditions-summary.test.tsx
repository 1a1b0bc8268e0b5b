import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CurrentConditionsSummary } from '../../../src/features/local-weather/components/current-conditions-summary';
import { resetFaults, setFaults } from '../../../src/mocks/http/faults';
import { resetRateLimit, setRateLimit } from '../../../src/mocks/http/rate-limit';
import { server } from '../../setup/msw';
import { MOCK_ORIGIN } from '../../support/mock-api';
import { goOffline, goOnline } from '../../support/network';
import { renderWithProviders } from '../../support/render';

const HOUR = 3_600_000;
const HIGH_AND_LOW = /^H [−-]?\d+° L [−-]?\d+°$/;

function renderRow() {
  return renderWithProviders(
    <p>
      Zürich <CurrentConditionsSummary target={{ slug: 'zurich' }} />
    </p>,
  );
}

afterEach(() => {
  vi.useRealTimers();
  resetFaults();
  resetRateLimit();
});

describe('a saved place’s row (QueryContent in a row), state by state', () => {
  it('says it is loading, then shows today’s weather with the age beside it', async () => {
    renderRow();
    expect(screen.getByText('Loading the weather…')).toBeInTheDocument();
    expect(await screen.findByText(HIGH_AND_LOW)).toBeInTheDocument();
    expect(screen.getByText(/^· (just now|\d+ (seconds?|minutes?) ago)$/)).toBeInTheDocument();
  });

  it('offline with nothing saved, says it was never downloaded', async () => {
    goOffline();
    renderRow();
    expect(await screen.findByText('Not downloaded — available when you are online')).toBeInTheDocument();
  });

  it('opened again offline, shows the answer saved hours ago, marked stale', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() - 3 * HOUR);
    const first = renderRow();
    await screen.findByText(HIGH_AND_LOW);
    first.unmount();
    vi.useRealTimers();
    goOffline();
    renderWithProviders(<CurrentConditionsSummary target={{ slug: 'zurich' }} />, { queryClient: first.queryClient });
    expect(await screen.findByText(HIGH_AND_LOW)).toBeInTheDocument();
    expect(screen.getByText('· 3 h ago')).toHaveClass('data-age--stale');
  });

  it.each([
    ['a 503', () => setFaults({ outage: true }), 'Service error'],
    ['a network failure', () => server.use(http.get('*/api/embed/current', () => HttpResponse.error())), "Can't reach the service"],
    [
      'a 429',
      async () => {
        setRateLimit({ requestsPerMinute: 1 }, () => 0);
        await fetch(`${MOCK_ORIGIN}/api/embed/current?slug=zurich`);
      },
      'Too many requests, try later',
    ],
  ])('says why in a few words on %s', async (_case, arrange, words) => {
    await arrange();
    renderRow();
    expect(await screen.findByText(words)).toBeInTheDocument();
  });

  it('keeps the shown weather and adds why when a refresh on reconnecting fails', async () => {
    renderRow();
    await screen.findByText(HIGH_AND_LOW);
    setFaults({ outage: true });
    goOffline();
    goOnline();
    expect(await screen.findByText('· Service error')).toBeInTheDocument();
    expect(screen.getByText(HIGH_AND_LOW)).toBeInTheDocument();
  });
});
