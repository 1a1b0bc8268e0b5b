import { spawnSync } from 'node:child_process';
import { ENGINES, type EngineName } from './engines.ts';

/**
 * Runs the cross-engine suite (vitest.engines.config.ts) once per engine, one after the other
 * (two cores: one browser at a time), against the build in dist/. Engines named on the command
 * line run alone: `tsx scripts/run-engines.ts webkit`. WebKitGTK needs a display: without one,
 * its run goes through `xvfb-run`. Prints each engine's time.
 */
const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(ENGINES as readonly string[]).includes(name));
if (unknown.length > 0) {
  console.error(`Unknown engine ${unknown.join(', ')}: choose from ${ENGINES.join(', ')}.`);
  process.exit(2);
}
const engines = (asked.length > 0 ? asked : ENGINES) as EngineName[];
const times: string[] = [];
let failed = false;
for (const engine of engines) {
  const vitest = ['vitest', 'run', '-c', 'vitest.engines.config.ts'];
  const [command, args] = engine === 'webkit' && !process.env.DISPLAY ? ['xvfb-run', ['-a', 'npx', ...vitest]] : ['npx', vitest];
  const started = Date.now();
  const run = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, E2E_ENGINE: engine } });
  times.push(`${engine}: ${((Date.now() - started) / 1000).toFixed(0)} s${run.status === 0 ? '' : ' (failed)'}`);
  failed ||= run.status !== 0;
}
console.log(`Cross-engine suite: ${times.join(', ')}`);
process.exit(failed ? 1 : 0);
