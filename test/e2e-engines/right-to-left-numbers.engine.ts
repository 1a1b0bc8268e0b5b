import { describe, expect, it } from 'vitest';
import settings from '../../src/i18n/catalogues/en/settings.json';
import { ARABIC_WEEK_REGION, FREEZING_POINT, MILD_PLACE, readSignsInPage, type SignReading } from '../e2e/support/bidi-signs';
import { engineFromEnvironment } from './support/engine';
import { engineSession } from './support/engine-session';
import { readToTheEnd, waitForRole, waitUntil } from './support/page-actions';

const engine = engineFromEnvironment();
const session = engineSession({ viewport: { width: 1280, height: 900 } });

describe(`numbers in right-to-left text in ${engine}`, () => {
  it('in Arabic, draws every degree sign right of its digits and every minus left of them, mild and freezing', async () => {
    const { page, server } = session;
    await page.goto(`${server.baseUrl}/settings`);
    await waitForRole(page, 'combobox', settings['settings.language.label']);
    // Picked as a person picks it: the select's own change event, which the app keeps on the device.
    await page.evaluate((label) => {
      const select = [...document.querySelectorAll('select')].find((element) => element.labels?.[0]?.textContent === label)!;
      select.value = 'ar';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    }, settings['settings.language.label']);
    await waitUntil(() => page.evaluate(() => document.documentElement.dir === 'rtl'), 'the app to turn to Arabic');
    const readings: Record<string, SignReading> = {};
    for (const path of [MILD_PLACE, FREEZING_POINT]) {
      await page.goto(`${server.baseUrl}${path}`);
      await waitForRole(page, 'region', ARABIC_WEEK_REGION);
      await waitUntil(() => page.evaluate(() => document.querySelector('.daily__name') !== null), 'the week to be drawn');
      await readToTheEnd(page);
      await waitUntil(() => page.evaluate(() => document.querySelector('.chart__frame svg') !== null), 'a chart to be drawn');
      readings[path] = await page.evaluate(readSignsInPage);
    }
    expect(readings[MILD_PLACE]!.wrong).toEqual([]);
    expect(readings[FREEZING_POINT]!.wrong).toEqual([]);
    // Both screens show temperatures; the freezing one shows them below zero.
    expect(readings[MILD_PLACE]!.degrees).toBeGreaterThan(10);
    expect(readings[FREEZING_POINT]!.minuses).toBeGreaterThan(10);
    expect(await page.errors()).toEqual([]);
  });
});
