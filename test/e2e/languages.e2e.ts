import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { formatPlaceDate } from '../../src/lib/local-time';
import { LANGUAGES, languageOf, type LanguageCode } from '../../src/i18n/languages';
import { openSession, reloadOffline, serveLocalTiles, waitForServiceWorker, waitOrDescribe, type Session } from './support/browser';
import { cardsStickingOut } from './support/cards-fit';
import { scrollThrough } from './support/come-near';
import { englishOnlyWords } from './support/english-words';
import { screenshots } from './support/screenshots';
import { baseUrl } from './support/worker-server';

/** A browser set to each language, as a person there would have it. */
const BROWSER_LOCALE: Record<LanguageCode, string> = { en: 'en-GB', fr: 'fr-FR', es: 'es-ES', 'pt-BR': 'pt-BR', de: 'de-DE', ar: 'ar-EG', sn: 'sn-ZW' };
/** `E2E_LANGUAGES=en,ar` runs some of them (all by default). */
const CHOSEN = process.env.E2E_LANGUAGES?.split(',') ?? LANGUAGES.map(({ code }) => code);
/** Names of places, airports and services, and the map's credits, are data, not the app's words. */
const NOT_UI = '[translate=no], .place-title, .local-weather__header h2, .airports__name, .leaflet-pane, .leaflet-marker-icon, .leaflet-control-attribution, script, style, noscript';

/** The language's short weekday names, as the app writes them (its own table where Intl lacks the language). */
function weekdayNames(locale: string): Set<string> {
  return new Set(['2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28'].map((date) => formatPlaceDate(date, 'weekday', locale)));
}

/**
 * Every word the page shows or says: its text (hidden text included), labels, titles,
 * placeholders and its title; less the words of names that are data (a place, an airport such
 * as "Zürich Airport", a service), which may sit inside a label such as a link's name.
 */
function wordsOnPage(page: Page): Promise<string[]> {
  return page.evaluate((skip) => {
    const words = (text: string) => [...text.matchAll(/\p{L}+/gu)].map(([word]) => word);
    const data = new Set([...document.body.querySelectorAll(skip)].flatMap((element) => [element.textContent ?? '', element.getAttribute('title') ?? '']).flatMap(words));
    const texts = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) if (!node.parentElement?.closest(skip)) texts.push(node.textContent ?? '');
    for (const element of document.body.querySelectorAll('[aria-label], [title], [placeholder], [alt]')) {
      if (element.parentElement?.closest(skip)) continue;
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) texts.push(element.getAttribute(name) ?? '');
    }
    return texts.flatMap(words).filter((word) => !data.has(word));
  }, NOT_UI);
}

async function expectSpoken(page: Page, code: LanguageCode, dayNames: string) {
  expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([code, languageOf(code).dir]);
  const weekdays = weekdayNames(BROWSER_LOCALE[code]);
  const shown = await page.locator(dayNames).allTextContents();
  // The first day may be called "today" in words; the others are weekdays.
  expect(shown.filter((name) => weekdays.has(name.trim())).length, `${shown.join(' | ')} in ${[...weekdays].join(' ')}`).toBeGreaterThanOrEqual(5);
  // Longer words than English's still wrap inside their card: nothing sticks out of one.
  expect.soft(await cardsStickingOut(page), `cards with words sticking out on ${page.url()} in ${code}`).toEqual([]);
  if (code === 'en') return;
  const english = englishOnlyWords(code);
  const left = [...new Set((await wordsOnPage(page)).filter((word) => english.has(word.toLowerCase())))];
  // Soft: the test goes on to the place (and its screenshots), naming every page's leftovers.
  expect.soft(left, `English words on ${page.url()} in ${code}`).toEqual([]);
}

let session: Session | undefined;
afterEach(() => session?.close());

describe.each(CHOSEN as LanguageCode[])('the app with the browser in %s', (code) => {
  it('speaks it on home and on a place, with its weekdays, lang and direction, and no English UI word', async () => {
    session = await openSession({ locale: BROWSER_LOCALE[code], viewport: { width: 390, height: 844 }, touch: true });
    await serveLocalTiles(session.context);
    const { page } = session;
    await page.goto(baseUrl());
    await page.locator('.day-strip__name').nth(6).waitFor();
    await page.locator('.hourly-strip__hour').first().waitFor();
    await expectSpoken(page, code, '.day-strip__name');
    if (code === 'ar') await screenshots(page, 'phone-home-ar');
    await page.goto(`${baseUrl()}/place/zurich`);
    await page.locator('.daily__name').nth(6).waitFor();
    // Read to the end, as a person would: the parts drawn only near the view are checked too.
    await scrollThrough(page);
    await page.locator('.chart__frame svg').first().waitFor();
    await expectSpoken(page, code, '.daily__name');
    if (code !== 'ar') return;
    await screenshots(page, 'phone-place-ar');
    await page.locator('.chart__frame').first().scrollIntoViewIfNeeded();
    await screenshots(page, 'phone-place-chart-ar');
    await page.setViewportSize({ width: 1440, height: 900 });
    await screenshots(page, 'desktop-place-ar');
    await page.goto(baseUrl());
    await page.locator('.hourly-strip__hour').first().waitFor();
    await screenshots(page, 'desktop-home-ar');
  });
});

/** Resolves once the worker's cache holds `language`'s catalogue. */
async function catalogueKept(page: Page, language: string): Promise<void> {
  // Polled from here: page.waitForFunction takes an async predicate's promise as truthy, so it would not wait.
  await expect
    .poll(
      () => page.evaluate(async (code) => (await (await caches.open('catalogues')).keys()).some((request) => request.url.includes(`/catalogue-${code}-`)), language),
      { timeout: 30_000 },
    )
    .toBe(true);
}

describe('the first paint, before the app’s code arrives', () => {
  it('is already in Arabic, right to left, for a browser in Arabic (its script allowed by the page’s CSP)', async () => {
    session = await openSession({ locale: 'ar-EG', serviceWorkers: 'block' });
    const { page } = session;
    // No app code at all: what shows is index.html and its own script.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto(baseUrl());
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['ar', 'rtl']);
    await page.getByRole('button', { name: 'استخدام موقعي' }).waitFor();
    await page.getByRole('link', { name: 'الرئيسية' }).waitFor();
    expect(await page.locator('#shell-search').getAttribute('placeholder')).toBe('البحث عن مكان');
  });
});

describe('a language offline', () => {
  it('a language picked in Settings online stays after a reload with the network off', async () => {
    session = await openSession();
    const { page } = session;
    await page.goto(`${baseUrl()}/settings`);
    await waitForServiceWorker(page);
    await page.getByRole('combobox', { name: 'Language of the app' }).selectOption('fr');
    // As a person would, reloads once the app speaks French: the worker keeps the catalogue as it
    // passes, which can be before the page has read it.
    await waitOrDescribe(page, page.getByRole('link', { name: 'Accueil' }).first());
    await catalogueKept(page, 'fr');
    await reloadOffline(page);
    await waitOrDescribe(page, page.getByRole('link', { name: 'Accueil' }).first());
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
    expect(await page.getByRole('combobox', { name: 'Langue de l’application' }).inputValue()).toBe('fr');
  });

  it('a first visit in French, once the worker runs, reloads in French with the network off', async () => {
    session = await openSession({ locale: 'fr-FR' });
    const { page } = session;
    await page.goto(baseUrl());
    await waitForServiceWorker(page);
    // The worker keeps the catalogue the page loaded before it existed (src/offline/offline-catalogues.ts).
    await catalogueKept(page, 'fr');
    await reloadOffline(page);
    await waitOrDescribe(page, page.getByRole('link', { name: 'Accueil' }).first());
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
  });
});
