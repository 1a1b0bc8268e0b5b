import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { chunkGroups } from '../../build/chunk-groups';

/** A module graph: each module's static importers, and which modules some code imports dynamically. */
function context(importers: Record<string, string[]>, lazy: string[], entries = ['/repo/src/main.tsx']): Rolldown.ChunkingContext {
  return {
    getModuleInfo: (id: string) =>
      id in importers || entries.includes(id)
        ? ({ id, isEntry: entries.includes(id), importers: importers[id] ?? [], dynamicImporters: lazy.includes(id) ? ['/repo/src/somewhere.tsx'] : [] } as unknown as Rolldown.ModuleInfo)
        : null,
  };
}

const group = chunkGroups.find((candidate) => typeof candidate.name === 'function')!;
const chunkOf = (id: string, ctx: Rolldown.ChunkingContext) => {
  const test = group.test as (id: string) => boolean;
  return test(id) && typeof group.name === 'function' ? group.name(id, ctx) : undefined;
};

const ROUTES = '/repo/src/app/routes/place/place.tsx';
const SCREEN = '/repo/src/app/routes/place/place-screen.tsx';
const OUTLOOK = '/repo/src/features/forecast/components/hourly-outlook.tsx';
const graph = context(
  {
    [ROUTES]: [],
    // load-place-screen.ts imports the screen dynamically: no static importer.
    [SCREEN]: [],
    [OUTLOOK]: [],
    '/repo/src/features/forecast/api/get-weather.ts': [ROUTES, OUTLOOK],
    '/repo/src/features/forecast/forecast-view.ts': ['/repo/src/features/forecast/components/forecast-panels.tsx', OUTLOOK],
    '/repo/src/features/forecast/components/forecast-panels.tsx': [SCREEN],
    '/repo/src/features/forecast/day-in-words.ts': ['/repo/src/features/forecast/components/forecast-panels.tsx'],
    '/repo/src/features/plants/outbox/outbox-ledger.ts': ['/repo/src/features/plants/a.tsx', '/repo/src/features/plants/b.tsx'],
  },
  [ROUTES, SCREEN, OUTLOOK],
);

describe('the chunk of a place’s routes and the weather data they share', () => {
  it('holds the place routes', () => {
    expect(chunkOf(ROUTES, graph)).toBe('place');
  });

  it('holds weather data that the place screen shares with another lazy part, however deep', () => {
    expect(chunkOf('/repo/src/features/forecast/forecast-view.ts', graph)).toBe('place');
    expect(chunkOf('/repo/src/features/forecast/api/get-weather.ts', graph)).toBe('place');
  });

  it('leaves what only the place screen uses to the screen’s own chunk', () => {
    expect(chunkOf('/repo/src/features/forecast/day-in-words.ts', graph)).not.toBe('place');
    expect(chunkOf(SCREEN, graph)).not.toBe('place');
  });

  it('never takes code outside the weather data, such as the plant outbox', () => {
    expect(chunkOf('/repo/src/features/plants/outbox/outbox-ledger.ts', graph)).toBeUndefined();
  });
});
