import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { readKv, writeKv } from '../../src/offline/db';
import { useStoredDocument } from '../../src/offline/stored-document';
import { resetAppDb } from '../support/app-db';

const NONE: string[] = [];
const parseList = (stored: unknown) => (Array.isArray(stored) && stored.every((item) => typeof item === 'string') ? stored : undefined);

beforeEach(resetAppDb);

describe('useStoredDocument', () => {
  it('reads the stored copy, with the fallback until then and for what no longer fits', async () => {
    await writeKv('list', ['a']);
    await writeKv('broken', { not: 'a list' });
    const { result } = renderHook(() => [useStoredDocument('list', NONE, parseList), useStoredDocument('broken', NONE, parseList)]);
    expect(result.current[0]).toMatchObject({ value: [], loaded: false });
    await waitFor(() => expect(result.current[0]).toMatchObject({ value: ['a'], loaded: true }));
    expect(result.current[1]).toMatchObject({ value: [], loaded: true });
  });

  it('applies a change made before the read to the stored copy, and queued changes in order', async () => {
    await writeKv('list', ['a']);
    const { result } = renderHook(() => useStoredDocument('list', NONE, parseList));
    await act(() => Promise.all([result.current.update((list) => [...list, 'b']), result.current.update((list) => [...list, 'c'])]));
    expect(result.current.value).toEqual(['a', 'b', 'c']);
    expect(await readKv('list')).toEqual(['a', 'b', 'c']);
  });

  it('shares one value between every reader of a key', async () => {
    const { result } = renderHook(() => [useStoredDocument('list', NONE, parseList), useStoredDocument('list', NONE, parseList)]);
    await act(() => result.current[0]!.update(() => ['x']));
    expect(result.current[1]!.value).toEqual(['x']);
  });

  it('keeps the previous value when a change throws, and rejects', async () => {
    const { result } = renderHook(() => useStoredDocument('list', NONE, parseList));
    await act(() => result.current.update(() => ['kept']));
    await act(() =>
      expect(
        result.current.update(() => {
          throw new Error('full');
        }),
      ).rejects.toThrow('full'),
    );
    expect(result.current.value).toEqual(['kept']);
  });
});

describe('useStoredDocument set', () => {
  it('shows a choice at once, keeps it over a stored copy read later, and saves it', async () => {
    await writeKv('list', ['stored']);
    const { result } = renderHook(() => useStoredDocument('list', NONE, parseList));
    act(() => result.current.set(['chosen']));
    expect(result.current.value).toEqual(['chosen']);
    await waitFor(async () => expect(await readKv('list')).toEqual(['chosen']));
    expect(result.current).toMatchObject({ value: ['chosen'], loaded: true });
  });
});
