/**
 * Runs `tasks` with at most `width` under way at once, in order; resolves when all have
 * settled. A task that fails does not stop the others (each reports its own failure).
 */
export async function runPooled(tasks: readonly (() => Promise<unknown>)[], width: number): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const task = tasks[next++]!;
      await task().catch(() => undefined);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, tasks.length) }, worker));
}
