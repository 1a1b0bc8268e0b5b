import type { Rolldown } from 'vite';

/** The place routes, which look a place up and ask for its forecast (src/app/routes/place/lazy-place-routes.tsx). */
const PLACE_ROUTES = /\/src\/app\/routes\/place\/place\.tsx$/;
/** The weather data layer: schemas, endpoints, queries, the forecast's view. */
const WEATHER_DATA = /\/src\/(api\/(?!schemas\/plants)|features\/(forecast|airports|air-quality)\/)/;

/** The modules that are entries or imported dynamically (a lazy part's first module) whose static imports reach `id`. */
function lazyParts(id: string, ctx: Rolldown.ChunkingContext, parts = new Set<string>(), seen = new Set<string>()): Set<string> {
  const info = ctx.getModuleInfo(id);
  if (seen.has(id) || !info) return parts;
  seen.add(id);
  if (info.isEntry || info.dynamicImporters.length > 0) parts.add(id);
  for (const importer of info.importers) lazyParts(importer, ctx, parts, seen);
  return parts;
}

/**
 * How the build groups modules into chunks, so that a screen asks the server for few files
 * ([decision 0026](../docs/decisions/0026-place-code-in-three-files.md)). A higher priority groups first.
 */
export const chunkGroups: Rolldown.CodeSplittingGroup[] = [
  // Everything the entry imports statically: the first screen asks for one script.
  { name: 'home', tags: ['$initial'], priority: 3 },
  // The place routes, with the weather data they share with the place screen, home's outlook and the saved
  // places' refresh: one chunk, and the place screen another, whose code a place's forecast never waits for.
  {
    debugName: 'place',
    name: (id, ctx) => (PLACE_ROUTES.test(id) || lazyParts(id, ctx).size > 1 ? 'place' : null),
    test: (id) => PLACE_ROUTES.test(id) || WEATHER_DATA.test(id),
    priority: 2,
  },
];
