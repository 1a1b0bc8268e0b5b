import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Location } from '../../../src/api/schemas/location';
import { SEARCH_QUERY_MAX_LENGTH } from '../../../src/api/schemas/query';
import { SearchBox } from '../../../src/features/search/components/search-box';
import { warmUpMockData } from '../../../src/mocks/handlers';
import { server } from '../../setup/msw';
import { resetAppDb } from '../../support/app-db';
import { goOffline } from '../../support/network';
import { renderWithProviders } from '../../support/render';

function renderSearch() {
  const onChoose = vi.fn<(place: Location) => void>();
  const rendered = renderWithProviders(<SearchBox onChoose={onChoose} />);
  return { ...rendered, onChoose, box: screen.getByRole('combobox', { name: 'Search for a place' }) };
}

/** The `q` of every search request the mock API receives while `run` runs. */
async function searchRequestsDuring(run: () => Promise<void>): Promise<string[]> {
  const queries: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/py/search') queries.push(url.searchParams.get('q') ?? '');
  };
  server.events.on('request:start', listener);
  try {
    await run();
  } finally {
    server.events.removeListener('request:start', listener);
  }
  return queries;
}

// The place catalog loads on first use; load it before the timing-sensitive tests.
beforeAll(warmUpMockData);
beforeEach(resetAppDb);

describe('SearchBox', () => {
  it('lists matching places with name, province and country name, and announces how many', async () => {
    const user = userEvent.setup();
    const { box } = renderSearch();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.type(box, 'zur');
    expect(await screen.findByRole('option', { name: 'Zürich, Zurich, Switzerland' })).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-controls', screen.getByRole('listbox').id);
    expect(screen.getByRole('status')).toHaveTextContent(/^\d+ places found$/);
  });

  it('moves through the options with the arrow keys, Home and End, and chooses with Enter', async () => {
    const user = userEvent.setup();
    const { box, onChoose } = renderSearch();
    await user.type(box, 'zur');
    await screen.findByRole('option', { name: /^Zürich/ });
    const options = screen.getAllByRole('option');
    const last = options.length - 1;
    const activeIs = (index: number) => {
      expect(box).toHaveAttribute('aria-activedescendant', options[index]!.id);
      expect(options[index]).toHaveAttribute('aria-selected', 'true');
    };
    await user.keyboard('{ArrowDown}');
    activeIs(0);
    await user.keyboard('{ArrowDown}');
    activeIs(1);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    activeIs(last);
    await user.keyboard('{Home}');
    activeIs(0);
    await user.keyboard('{End}');
    activeIs(last);
    await user.keyboard('{Home}{ArrowDown}{Enter}');
    expect(onChoose).toHaveBeenCalledTimes(1);
    const chosen = onChoose.mock.calls[0]![0];
    expect(options[1]).toHaveAccessibleName(expect.stringMatching(new RegExp(`^${chosen.name}, `)));
    expect(box).toHaveValue('');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('takes the best match on Enter only once it answers what is typed now', async () => {
    const user = userEvent.setup();
    const { box, onChoose } = renderSearch();
    await user.type(box, 'par');
    await screen.findByRole('option', { name: /^Par, England/ });
    await user.type(box, 'is{Enter}');
    expect(onChoose).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getAllByRole('option')[0]).toHaveAccessibleName(/^Paris, Île-de-France, France/));
    await user.keyboard('{Enter}');
    expect(onChoose).toHaveBeenCalledWith(expect.objectContaining({ slug: 'paris' }));
  });

  it('closes the list with Escape, then clears the text with a second Escape', async () => {
    const user = userEvent.setup();
    const { box } = renderSearch();
    await user.type(box, 'zur');
    await screen.findByRole('option', { name: /^Zürich/ });
    await user.keyboard('{ArrowDown}{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    expect(box).toHaveValue('zur');
    await user.keyboard('{Escape}');
    expect(box).toHaveValue('');
  });

  it('stops the text at the service’s longest query, so a long paste is searched instead of refused', async () => {
    const { box } = renderSearch();
    await userEvent.click(box);
    const queries = await searchRequestsDuring(async () => {
      await userEvent.paste('zurich'.padEnd(SEARCH_QUERY_MAX_LENGTH + 20, 'x'));
      expect(await screen.findAllByText(/^No places match/)).not.toHaveLength(0);
    });
    const longest = 'zurich'.padEnd(SEARCH_QUERY_MAX_LENGTH, 'x');
    expect(box).toHaveValue(longest);
    expect(queries).toEqual([longest]);
  });

  it('makes exactly one request after the typing pauses, however fast the keys come', async () => {
    const user = userEvent.setup();
    const { box } = renderSearch();
    const queries = await searchRequestsDuring(async () => {
      await user.type(box, 'zuri');
      await screen.findByRole('option', { name: /^Zürich/ });
    });
    expect(queries).toEqual(['zuri']);
  });

  it('aborts a request that more typing has superseded', async () => {
    const user = userEvent.setup();
    const outcome: string[] = [];
    server.use(
      http.get('*/api/py/search', async ({ request }) => {
        if (new URL(request.url).searchParams.get('q') !== 'zu') return;
        outcome.push('started');
        const aborted = new Promise<string>((resolve) => request.signal.addEventListener('abort', () => resolve('aborted')));
        outcome.push(await Promise.race([aborted, new Promise<string>((resolve) => setTimeout(() => resolve('not aborted'), 3000))]));
      }),
    );
    const { box } = renderSearch();
    await user.type(box, 'zu');
    await waitFor(() => expect(outcome).toEqual(['started']));
    await user.type(box, 'r');
    await screen.findByRole('option', { name: /^Zürich/ });
    await waitFor(() => expect(outcome).toEqual(['started', 'aborted']));
  });

  it('says a new search needs the network when offline, while a search made before still answers', async () => {
    const user = userEvent.setup();
    const { box } = renderSearch();
    await user.type(box, 'zur');
    await screen.findByRole('option', { name: /^Zürich/ });
    await user.clear(box);

    goOffline();
    await user.type(box, 'paris');
    expect(await screen.findByText('Search needs a network connection. Places you searched for before still work offline.', { selector: 'p:not([role])' })).toBeVisible();
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(screen.queryByText(/No places match/)).not.toBeInTheDocument();

    await user.clear(box);
    await user.type(box, 'zur');
    expect(await screen.findByRole('option', { name: /^Zürich/ })).toBeInTheDocument();
  });

  it('offers the places chosen last when the box is empty, also after a restart', async () => {
    const user = userEvent.setup();
    const first = renderSearch();
    await user.type(first.box, 'zur');
    await screen.findByRole('option', { name: /^Zürich/ });
    await user.keyboard('{Enter}');
    expect(first.onChoose).toHaveBeenCalledWith(expect.objectContaining({ slug: 'zurich' }));
    first.unmount();

    const second = renderSearch();
    await user.click(second.box);
    expect(await screen.findByRole('listbox', { name: 'Recent places' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Zürich, Zurich, Switzerland' })).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(second.onChoose).toHaveBeenCalledWith(expect.objectContaining({ slug: 'zurich' }));
  });
});
