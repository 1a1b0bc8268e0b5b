/**
 * What the main thread and the network do between first paint and data visible on one cold load,
 * from a Chromium performance trace: script by URL, style and layout, long tasks, and the
 * requests in flight while the main thread is idle (the page waiting on the network).
 */
import type { Browser } from 'playwright-core';
import { dataShown, freshContext } from './page-load';

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; requestId?: string; frame?: string } };
}

const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading', 'blink.user_timing', 'v8.execute', 'v8'];
/** Top-level work on the main thread, named by what it is for a person reading the figures. */
const KINDS: Record<string, string> = {
  UpdateLayoutTree: 'style', Layout: 'layout', Paint: 'paint', PrePaint: 'paint', ParseHTML: 'parse HTML',
  ParseAuthorStyleSheet: 'parse CSS', MinorGC: 'garbage collection', MajorGC: 'garbage collection',
};
const SCRIPT = new Set(['EvaluateScript', 'v8.compileModule', 'v8.evaluateModule', 'FunctionCall', 'TimerFire', 'FireAnimationFrame', 'EventDispatch', 'RunMicrotasks']);
const LONG_TASK_US = 50_000;

const shortUrl = (url: string | undefined) => (url ? (new URL(url).pathname.split('/').pop() || '/') : 'anonymous');

/** The time `[start, end)` shares with `[from, to)`. */
const overlap = (start: number, end: number, from: number, to: number) => Math.max(0, Math.min(end, to) - Math.max(start, from));

export interface Contributors {
  window: number;
  busy: [string, number][];
  longTasks: { count: number; ms: number };
  idleWaiting: [string, number][];
}

/** Loads `url` cold with a trace and sums what happened between first contentful paint and the `data-visible` mark. */
export async function traceColdLoad(browser: Browser, url: string, cpuSlowdown: number): Promise<Contributors> {
  const context = await freshContext(browser);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await browser.startTracing(page, { categories: CATEGORIES });
  await page.goto(url, { waitUntil: 'commit' });
  await dataShown(page);
  // Paint timing reaches the trace after the frame is presented: a frame or two after the mark.
  await page.waitForLoadState('load');
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  await context.close();

  const fcp = events.find((event) => event.name === 'firstContentfulPaint');
  const visible = events.find((event) => event.name === 'data-visible' && event.cat.includes('blink.user_timing'));
  if (!fcp || !visible) throw new Error(`the trace of ${url} has no first paint or no data-visible mark`);
  const { pid } = fcp;
  const main = events.find((event) => event.ph === 'M' && event.name === 'thread_name' && event.pid === pid && event.args?.name === 'CrRendererMain')?.tid;
  const [from, to] = [fcp.ts, visible.ts];
  const busy = new Map<string, number>();
  const add = (key: string, us: number) => us > 0 && busy.set(key, (busy.get(key) ?? 0) + us);
  const tasks = events.filter((event) => event.pid === pid && event.tid === main && event.ph === 'X' && event.name === 'RunTask');
  const longTasks = tasks.filter((task) => (task.dur ?? 0) >= LONG_TASK_US && overlap(task.ts, task.ts + task.dur!, from, to) > 0);
  const onMain = events.filter((event) => event.pid === pid && event.tid === main && event.ph === 'X' && event.dur !== undefined).sort((a, b) => a.ts - b.ts);
  // Only the outermost script event of a nest counts (a FunctionCall inside EvaluateScript is the same time).
  // A timer, an event or microtasks are named by the first script they call that has a URL.
  let scriptEnd = 0;
  for (const [index, event] of onMain.entries()) {
    const end = event.ts + event.dur!;
    if (SCRIPT.has(event.name)) {
      if (event.ts < scriptEnd) continue;
      scriptEnd = end;
      const inner = onMain.slice(index).find((other) => other.ts >= end || other.args?.data?.url);
      const url = inner && inner.ts < end ? inner.args?.data?.url : undefined;
      add(`script ${url ? shortUrl(url) : `(${event.name})`}`, overlap(event.ts, end, from, to));
    } else if (KINDS[event.name]) add(KINDS[event.name]!, overlap(event.ts, end, from, to));
  }
  // Idle stretches of the main thread inside the window, and the requests in flight during them.
  const idle: [number, number][] = [];
  let at = from;
  for (const task of tasks.sort((a, b) => a.ts - b.ts)) {
    if (task.ts > at) idle.push([at, Math.min(task.ts, to)]);
    at = Math.max(at, task.ts + (task.dur ?? 0));
    if (at >= to) break;
  }
  if (at < to) idle.push([at, to]);
  const ends = new Map<string | undefined, number>();
  for (const event of events) {
    if (event.name === 'ResourceFinish' || (event.name === 'ResourceReceiveResponse' && !ends.has(event.args?.data?.requestId))) ends.set(event.args?.data?.requestId, event.ts);
  }
  const waiting = new Map<string, number>();
  const origin = new URL(url).origin;
  for (const start of events.filter((event) => event.name === 'ResourceSendRequest' && event.args?.data?.url?.startsWith(origin))) {
    const key = shortUrl(start.args?.data?.url);
    const end = ends.get(start.args?.data?.requestId) ?? to;
    const us = idle.reduce((sum, [a, b]) => sum + overlap(start.ts, end, a, b), 0);
    if (us > 0) waiting.set(key, (waiting.get(key) ?? 0) + us);
  }
  const top = (map: Map<string, number>) => [...map].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([key, us]): [string, number] => [key, us / 1000]);
  return {
    window: (to - from) / 1000,
    busy: top(busy),
    longTasks: { count: longTasks.length, ms: longTasks.reduce((sum, task) => sum + overlap(task.ts, task.ts + task.dur!, from, to), 0) / 1000 },
    idleWaiting: top(waiting),
  };
}

export function printContributors(name: string, { window, busy, longTasks, idleWaiting }: Contributors): void {
  const list = (entries: [string, number][]) => entries.map(([key, ms]) => `${key} ${Math.round(ms)}`).join(', ') || 'none';
  console.log(`  ${name}: ${Math.round(window)} ms from first paint to data visible`);
  console.log(`    main thread (ms): ${list(busy)}; long tasks: ${longTasks.count} (${Math.round(longTasks.ms)} ms)`);
  console.log(`    main thread idle while waiting for (ms): ${list(idleWaiting)}`);
}
