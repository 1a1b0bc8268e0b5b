import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../src/api/endpoints/paths';
import { HOURLY_MEASURES, type HourlyMeasure } from '../../src/features/forecast/hourly-measures';
import { activateLanguage, t } from '../../src/i18n/i18n';
import { openSession, reloadOffline, serveLocalTiles, waitForPersistedCache, waitForServiceWorker, type Session } from './support/browser';
import { scrollToCard } from './support/come-near';
import { baseUrl } from './support/worker-server';

let session: Session | undefined;
afterEach(async () => {
  await session?.close();
  session = undefined;
});

/** The chart's accessible name for `measure` at Zürich (every series given, the elevation known), in the page's language. */
function titleOf(measure: HourlyMeasure): string {
  const variant = measure === 'pressure' ? 'seaLevel' : measure;
  return t('forecast.measure.title', { measure: variant });
}

async function hourlyCard(page: Page) {
  const card = await scrollToCard(page, t('forecast.hourly.title'));
  await card.getByRole('radio').first().waitFor();
  return card;
}

describe('the 24-hour chart’s measures', () => {
  it('on a phone, draws each measure tapped, keeps the page from scrolling sideways, and remembers the choice offline', { timeout: 120_000 }, async () => {
    await activateLanguage('en');
    session = await openSession({ viewport: { width: 390, height: 844 }, touch: true });
    const { page, context } = session;
    await serveLocalTiles(context);
    await page.goto(`${baseUrl()}/place/zurich`);
    const card = await hourlyCard(page);
    for (const measure of HOURLY_MEASURES) {
      await card.getByRole('radio', { name: t('forecast.measure.name', { measure }) }).tap();
      await card.getByRole('group', { name: titleOf(measure), exact: true }).locator('svg').waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${measure}: the page scrolls sideways`).toBe(0);
    }
    await card.getByRole('radio', { name: t('forecast.measure.name', { measure: 'wind' }) }).tap();
    await card.getByRole('group', { name: titleOf('wind'), exact: true }).locator('.chart__arrow').first().waitFor();
    // The last measure, at the far end of the line, is remembered and scrolled into view.
    const last = HOURLY_MEASURES.at(-1)!;
    await card.getByRole('radio', { name: t('forecast.measure.name', { measure: last }) }).tap();
    await waitForServiceWorker(page);
    await waitForPersistedCache(page, [{ endpoint: API_PATHS.weather }]);
    await reloadOffline(page);
    const again = await hourlyCard(page);
    await again.getByRole('group', { name: titleOf(last), exact: true }).locator('svg').waitFor();
    const chosen = again.getByRole('radio', { name: t('forecast.measure.name', { measure: last }) });
    expect(await chosen.isChecked()).toBe(true);
    const inLine = () =>
      again.locator('.measure-picker').evaluate((line) => {
        const option = line.querySelector('input:checked')!.parentElement!.getBoundingClientRect();
        const box = line.getBoundingClientRect();
        return option.left >= box.left && option.right <= box.right;
      });
    await expect.poll(inLine).toBe(true);
  });

  it('prints the measure chosen with its table, without the other choices or the readout', { timeout: 90_000 }, async () => {
    await activateLanguage('en');
    session = await openSession();
    const { page, context } = session;
    await serveLocalTiles(context);
    await page.goto(`${baseUrl()}/place/zurich`);
    const card = await hourlyCard(page);
    await card.getByRole('radio', { name: t('forecast.measure.name', { measure: 'humidity' }) }).check();
    await card.getByRole('group', { name: titleOf('humidity'), exact: true }).locator('svg').waitFor();
    await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
    await page.emulateMedia({ media: 'print' });
    const shown = await card.locator('.measure-picker__option').evaluateAll((options) =>
      options.filter((option) => option.getBoundingClientRect().width > 0).map((option) => option.textContent),
    );
    expect(shown).toEqual([t('forecast.measure.name', { measure: 'humidity' })]);
    await expect.poll(() => card.locator('.chart__table tr').count()).toBe(25);
    expect(await card.locator('.chart__table tr').last().isVisible()).toBe(true);
    expect(await card.locator('.chart__readout').isVisible()).toBe(false);
  });

  it('in Arabic, runs the measures and the hours from the right', { timeout: 90_000 }, async () => {
    await activateLanguage('ar');
    session = await openSession({ locale: 'ar-EG', viewport: { width: 390, height: 844 }, touch: true });
    const { page, context } = session;
    await serveLocalTiles(context);
    await page.goto(`${baseUrl()}/place/zurich`);
    const card = await hourlyCard(page);
    const [first, second] = await card.locator('.measure-picker__option').evaluateAll((options) => options.slice(0, 2).map((option) => option.getBoundingClientRect().left));
    expect(first).toBeGreaterThan(second!);
    await card.getByRole('radio', { name: t('forecast.measure.name', { measure: 'pressure' }) }).tap();
    const chart = card.getByRole('group', { name: titleOf('pressure'), exact: true });
    await chart.locator('svg').waitFor();
    const hours = await chart.locator('.chart__x-label').evaluateAll((labels) => labels.map((label) => label.getBoundingClientRect().left));
    expect(hours[0]).toBeGreaterThan(hours.at(-1)!);
  });
});
