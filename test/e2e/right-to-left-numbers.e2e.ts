import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { openSession, serveLocalTiles, type Session } from './support/browser';
import { scrollThrough } from './support/come-near';
import { baseUrl } from './support/worker-server';

// Singapore is warm every hour of the year; Vostok station, on the Antarctic plateau, freezes every hour.
const MILD = '/place/singapore';
const FREEZING = '/at/-78.4600,106.8400';

let session: Session;
afterAll(() => session?.close());

interface Reading {
  degrees: number;
  minuses: number;
  wrong: string[];
}

/**
 * Where the page draws each degree sign and minus sign next to its digits: a degree sign must lie
 * right of the digit before it, a minus left of the digit after it, as in left-to-right text.
 */
function readSigns(page: Page): Promise<Reading> {
  return page.evaluate(() => {
    const FORMAT = /[\u200e\u200f\u2066-\u2069]/;
    const reading = { degrees: 0, minuses: 0, wrong: [] as string[] };
    const rectOf = (node: Text, at: number) => {
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + 1);
      return range.getBoundingClientRect();
    };
    const drawn = (rect: DOMRect) => rect.width > 1 && rect.height > 1;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const text = node.data;
      for (let i = 0; i < text.length; i += 1) {
        const sign = text[i];
        if (sign !== '°' && sign !== '\u2212') continue;
        // The digit beside the sign, past any invisible direction mark.
        let j = sign === '°' ? i - 1 : i + 1;
        while (j >= 0 && j < text.length && FORMAT.test(text[j]!)) j += sign === '°' ? -1 : 1;
        if (!/\d/.test(text[j] ?? '')) continue;
        const signRect = rectOf(node, i);
        const digitRect = rectOf(node, j);
        if (!drawn(signRect) || !drawn(digitRect)) continue;
        const context = JSON.stringify(text.slice(Math.max(0, i - 8), i + 8));
        if (sign === '°') {
          reading.degrees += 1;
          if (signRect.left < digitRect.left) reading.wrong.push(`degree sign left of its digits in ${context}`);
        } else {
          reading.minuses += 1;
          if (signRect.left > digitRect.left) reading.wrong.push(`minus sign right of its digits in ${context}`);
        }
      }
    }
    return reading;
  });
}

describe('numbers in right-to-left text', () => {
  it('in Arabic, draws every degree sign right of its digits and every minus left of them, mild and freezing', { timeout: 120_000 }, async () => {
    session = await openSession({ locale: 'ar-EG', viewport: { width: 1280, height: 900 } });
    const { page, context } = session;
    await serveLocalTiles(context);
    const readings: Record<string, Reading> = {};
    for (const path of [MILD, FREEZING]) {
      await page.goto(`${baseUrl()}${path}`);
      await page.getByRole('region', { name: 'توقعات 7 أيام', exact: true }).locator('.daily__name').first().waitFor();
      await scrollThrough(page);
      await page.locator('.chart__frame svg').first().waitFor();
      readings[path] = await readSigns(page);
    }
    expect(readings[MILD]!.wrong).toEqual([]);
    expect(readings[FREEZING]!.wrong).toEqual([]);
    // Both screens show temperatures; the freezing one shows them below zero.
    expect(readings[MILD]!.degrees).toBeGreaterThan(10);
    expect(readings[FREEZING]!.minuses).toBeGreaterThan(10);
  });
});
