import type { Locator, Page } from 'playwright-core';

/**
 * Scrolls a card of the place screen into view, as a person would, and resolves with it: its
 * parts drawn only near the view (src/ui/when-near.tsx: charts, the pollutant table, the
 * airports list) are then on their way.
 */
export async function scrollToCard(page: Page, name: string): Promise<Locator> {
  const card = page.getByRole('region', { name, exact: true });
  await card.scrollIntoViewIfNeeded();
  return card;
}

/**
 * Scrolls down half a screen at a time, as a person reading does, until `selector`'s element
 * (or, without one, the page's end) is in view: each part drawn near the view is drawn before it
 * comes into view, where a jump straight there would draw the parts it lands near in view.
 */
export async function scrollDownTo(page: Page, selector?: string): Promise<void> {
  await page.evaluate(async (target) => {
    const drawn = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done))));
    const root = document.documentElement;
    const arrived = () =>
      target ? document.querySelector(target)!.getBoundingClientRect().bottom <= window.innerHeight : window.scrollY + window.innerHeight >= root.scrollHeight - 1;
    while (!arrived() && window.scrollY + window.innerHeight < root.scrollHeight - 1) {
      window.scrollBy(0, window.innerHeight / 2);
      await drawn();
    }
  }, selector);
}

/** Reads the page to its end, as a person scrolling does, until every part drawn near the view is drawn; then goes back to the top. */
export async function scrollThrough(page: Page): Promise<void> {
  const waiting = () => page.evaluate(() => [...document.querySelectorAll('.when-near--waiting')].map((part) => part.closest('section')?.querySelector('h2')?.textContent ?? part.className));
  // Parts drawn on the way can lengthen the page: read on to its new end while any is left waiting.
  for (let pass = 0; pass < 5 && (await waiting()).length > 0; pass += 1) await scrollDownTo(page);
  try {
    await page.waitForFunction(() => document.querySelector('.when-near--waiting') === null);
  } catch (error) {
    throw new Error(`parts still waiting to be drawn: ${JSON.stringify(await waiting())}`, { cause: error });
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}
