import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeResult {
  violations: { id: string; nodes: { target: unknown[] }[] }[];
}

/** axe-core's violations in the element `selector` names (the whole page by default), as "rule: targets". */
export async function axeViolations(page: Page, selector = 'html'): Promise<string[]> {
  // Evaluated through the DevTools protocol: the app's CSP (rightly) refuses an injected script tag.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (target) => {
    const { axe } = window as unknown as { axe: { run: (context: Element) => Promise<AxeResult> } };
    return (await axe.run(document.querySelector(target)!)).violations;
  }, selector);
  return violations.map((violation) => `${violation.id}: ${JSON.stringify(violation.nodes.map((node) => node.target))}`);
}
