import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * `npm test`: every suite in turn, stopping at the first that fails, then each one's test count
 * and wall time. Vitest runs on a winter night far west of UTC; `npm run test:any-day` runs it
 * again on a summer noon far east of it, so the suite holds on any day in any zone.
 */
const WINTER_NIGHT = { SKYCACHE_TEST_NOW: '2027-01-15T02:30:00Z', TZ: 'America/Adak' };
const SUMMER_NOON = { SKYCACHE_TEST_NOW: '2027-07-15T10:00:00Z', TZ: 'Pacific/Kiritimati' };

interface Suite {
  name: string;
  command: string[];
  env?: Record<string, string>;
  /** Whether it reports its tests (Vitest's JSON reporter). */
  counted: boolean;
}

const vitest = (clock: Record<string, string>): Suite => ({
  name: `Vitest at ${clock.SKYCACHE_TEST_NOW} in ${clock.TZ}`,
  command: ['npx', 'vitest', 'run'],
  env: clock,
  counted: true,
});

const suites: Suite[] =
  process.argv[2] === 'any-day'
    ? [vitest(SUMMER_NOON)]
    : [
        vitest(WINTER_NIGHT),
        { name: 'Build', command: ['npx', 'vite', 'build'], counted: false },
        { name: 'Chromium end-to-end', command: ['npx', 'vitest', 'run', '-c', 'vitest.e2e.config.ts'], counted: true },
        { name: 'Chromium, Firefox and WebKit', command: ['npx', 'tsx', 'scripts/run-engines.ts'], counted: true },
      ];

interface Outcome {
  suite: Suite;
  seconds: number;
  passed: boolean;
  tests?: string;
}

function testCount(report: string): string {
  const { numPassedTests, numFailedTests, numPendingTests, numTodoTests } = JSON.parse(readFileSync(report, 'utf8')) as Record<string, number | undefined>;
  const skipped = (numPendingTests ?? 0) + (numTodoTests ?? 0);
  const parts = [`${numPassedTests ?? 0} passed`];
  if (numFailedTests) parts.push(`${numFailedTests} failed`);
  if (skipped) parts.push(`${skipped} skipped`);
  return parts.join(', ');
}

const reports = mkdtempSync(join(tmpdir(), 'skycache-test-'));
const outcomes: Outcome[] = [];
for (const [index, suite] of suites.entries()) {
  const report = join(reports, `${index}.json`);
  const reporters = suite.counted ? ['--reporter=default', '--reporter=json', `--outputFile.json=${report}`] : [];
  const started = Date.now();
  const [command, ...args] = suite.command;
  const run = spawnSync(command!, [...args, ...reporters], { stdio: 'inherit', env: { ...process.env, ...suite.env } });
  const outcome: Outcome = { suite, seconds: (Date.now() - started) / 1000, passed: run.status === 0 };
  try {
    if (suite.counted) outcome.tests = testCount(report);
  } catch {
    outcome.tests = 'no report';
  }
  outcomes.push(outcome);
  if (!outcome.passed) break;
}
rmSync(reports, { recursive: true, force: true });

const rows = outcomes.map(({ suite, seconds, passed, tests }) => [suite.name, tests ?? '', `${seconds.toFixed(0)} s`, passed ? '' : 'FAILED']);
rows.push(['Total', '', `${outcomes.reduce((sum, { seconds }) => sum + seconds, 0).toFixed(0)} s`, '']);
const widths = [0, 1, 2].map((column) => Math.max(...rows.map((row) => row[column]!.length)));
console.log(`\n${rows.map((row) => row.map((cell, column) => (column === 2 ? cell.padStart(widths[2]!) : cell.padEnd(widths[column] ?? 0))).join('   ').trimEnd()).join('\n')}`);
process.exit(outcomes.every(({ passed }) => passed) && outcomes.length === suites.length ? 0 : 1);
