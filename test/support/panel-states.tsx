import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetFaults, setFaults } from '../../src/mocks/http/faults';
import { resetRateLimit, setRateLimit } from '../../src/mocks/http/rate-limit';
import { server } from '../setup/msw';
import { resetAppDb } from './app-db';
import { MOCK_ORIGIN } from './mock-api';
import { goOffline } from './network';
import { renderWithProviders } from './render';

const HOUR = 3_600_000;

/** A panel that renders one API query through QueryContent, with the words it passes to it. */
export interface PanelUnderTest {
  name: string;
  render: () => ReactElement;
  /** The endpoint it asks (the endpoint table's path). */
  path: string;
  /** A valid query for that endpoint, used to use up the rate limit first. */
  query: string;
  what: string;
  errorTitle: string;
  loadingLabel: string;
  /** Waits for something only the data shows. */
  findData: () => Promise<HTMLElement>;
}

/** The age of the data, as every part of the panel that shows one says it. */
const ages = () => screen.getAllByText(/^Updated/);

/** Requests to `path` the mock API receives from now on. */
function countRequests(path: string): { count: () => number } {
  let count = 0;
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname === path) count += 1;
  };
  server.events.on('request:start', listener);
  afterEach(() => server.events.removeListener('request:start', listener));
  return { count: () => count };
}

/**
 * Every state QueryContent has, reached through the panel's own query against the mock API and
 * its fault injection (outage, rate limit), so each test proves the panel is wired to it.
 */
export function describePanelStates(panel: PanelUnderTest): void {
  describe(`${panel.name}, state by state`, () => {
    beforeEach(resetAppDb);
    afterEach(() => {
      vi.useRealTimers();
      resetFaults();
      resetRateLimit();
    });

    it('while pending, shows its loading label', async () => {
      renderWithProviders(panel.render());
      expect(screen.getByRole('status')).toHaveTextContent(panel.loadingLabel);
      await panel.findData();
    });

    it('shows the data with its age, and Refresh asks the service again and keeps the data on screen', async () => {
      const requests = countRequests(panel.path);
      renderWithProviders(panel.render());
      await panel.findData();
      for (const age of ages()) expect(age).toHaveTextContent(/^Updated (just now|\d+ (seconds?|minutes?) ago)/);
      const before = requests.count();
      await userEvent.click(screen.getAllByRole('button', { name: 'Refresh' })[0]!);
      await waitFor(() => expect(requests.count()).toBe(before + 1));
      await waitFor(() => expect(screen.getAllByRole('button', { name: 'Refresh' })[0]).toBeEnabled());
      await panel.findData();
    });

    it('offline with nothing saved, says it is not downloaded instead of loading forever', async () => {
      goOffline();
      renderWithProviders(panel.render());
      expect(await screen.findByText(`${panel.what}: not downloaded`)).toBeInTheDocument();
      expect(screen.queryByRole('status', { name: panel.loadingLabel })).not.toBeInTheDocument();
    });

    it('opened again offline, shows the answer saved hours ago with its age', async () => {
      // The service answers as it did three hours ago; only Date is faked, timers run.
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() - 3 * HOUR);
      const first = renderWithProviders(panel.render());
      await panel.findData();
      first.unmount();
      vi.useRealTimers();
      goOffline();
      renderWithProviders(panel.render(), { queryClient: first.queryClient });
      await panel.findData();
      expect(screen.getByText('Offline: showing the copy saved on this device.')).toBeInTheDocument();
      for (const age of ages()) expect(age).toHaveTextContent('Updated 3 h ago · may be out of date');
      for (const refresh of screen.getAllByRole('button', { name: 'Refresh' })) expect(refresh).toBeDisabled();
    });

    it('says the service is unavailable on a 503, and Try again loads the data', async () => {
      setFaults({ outage: true });
      renderWithProviders(panel.render());
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(panel.errorTitle);
      expect(alert).toHaveTextContent('The weather service is unavailable right now');
      resetFaults();
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
      await panel.findData();
    });

    it('names the service, not the connection, when it cannot be reached', async () => {
      server.use(http.get(`*${panel.path}`, () => HttpResponse.error()));
      renderWithProviders(panel.render());
      expect(await screen.findByRole('alert')).toHaveTextContent("Can't reach the weather service");
      expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    });

    it('holds Try again back for the Retry-After of a 429, counting down', async () => {
      // One request a minute, and the minute's request already made: the panel's is refused.
      setRateLimit({ requestsPerMinute: 1 }, () => 0);
      await fetch(`${MOCK_ORIGIN}${panel.path}?${panel.query}`);
      renderWithProviders(panel.render());
      expect(await screen.findByRole('alert')).toHaveTextContent(/Too many requests\. You can try again in \d+ s\./);
      expect(screen.getByRole('button', { name: /^Try again in \d+ s$/ })).toBeDisabled();
    });
  });
}
