/** Runs `tasks` in order, at most `width` at once, until all settle; a failing task does not stop the others. */
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
