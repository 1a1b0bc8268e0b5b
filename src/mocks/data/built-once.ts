const DATASETS = Symbol.for('skycache.mock-datasets');
const built = ((globalThis as { [DATASETS]?: Map<string, unknown> })[DATASETS] ??= new Map<string, unknown>());

/**
 * A dataset, built on first use and then kept for the life of the process. Datasets never change
 * once built, so a module graph made afresh (each test file's, a server restarted with its config)
 * takes the one already built instead of spending a second on it again.
 */
export function builtOnce<T>(name: string, build: () => T): T {
  if (!built.has(name)) built.set(name, build());
  return built.get(name) as T;
}
