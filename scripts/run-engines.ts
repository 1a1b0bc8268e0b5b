import { spawnSync } from 'node:child_process';
import { ENGINES, type EngineName } from './engines.ts';

/**
 * Runs the cross-engine suite (vitest.engines.config.ts) against the build in dist/, in every
 * engine or in those named (`tsx scripts/run-engines.ts webkit`); other arguments go to Vitest.
 * WebKitGTK needs a display: without one, the run goes through `xvfb-run`.
 */
const args = process.argv.slice(2);
const asked = args.filter((arg) => !arg.startsWith('-'));
const unknown = asked.filter((name) => !(ENGINES as readonly string[]).includes(name));
if (unknown.length > 0) {
  console.error(`Unknown engine ${unknown.join(', ')}: choose from ${ENGINES.join(', ')}.`);
  process.exit(2);
}
const engines = (asked.length > 0 ? asked : ENGINES) as EngineName[];
const projects = engines.flatMap((engine) => ['--project', `engines-${engine}`]);
const vitest = ['vitest', 'run', '-c', 'vitest.engines.config.ts', ...projects, ...args.filter((arg) => arg.startsWith('-'))];
const [command, commandArgs] = engines.includes('webkit') && !process.env.DISPLAY ? ['xvfb-run', ['-a', 'npx', ...vitest]] : ['npx', vitest];
const run = spawnSync(command, commandArgs, { stdio: 'inherit' });
process.exit(run.status ?? 1);
