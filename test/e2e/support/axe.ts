import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeResult {
  violations: { id: string; nodes: { target: unknown[] }[] }[];
}

/**
 * axe-core's violations in the element `selector` names (the whole page by default), as "rule: targets".
 * `rules` runs only those rules, including ones axe leaves off by default (Lighthouse's `target-size`).
 */
export async function axeViolations(page: Page, selector = 'html', rules?: string[]): Promise<string[]> {
  // Evaluated through the DevTools protocol: the app's CSP (rightly) refuses an injected script tag.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async ({ target, only }) => {
    const { axe } = window as unknown as { axe: { run: (context: Element, options: object) => Promise<AxeResult> } };
    return (await axe.run(document.querySelector(target)!, only ? { runOnly: { type: 'rule', values: only } } : {})).violations;
  }, { target: selector, only: rules });
  return violations.map((violation) => `${violation.id}: ${JSON.stringify(violation.nodes.map((node) => node.target))}`);
}
