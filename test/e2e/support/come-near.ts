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
    const arrived = () => {
      if (!target) return window.scrollY + window.innerHeight >= root.scrollHeight - 1;
      const element = document.querySelector(target);
      return !element || element.getBoundingClientRect().bottom <= window.innerHeight;
    };
    while (!arrived() && window.scrollY + window.innerHeight < root.scrollHeight - 1) {
      window.scrollBy(0, window.innerHeight / 2);
      await drawn();
    }
  }, selector);
}

/** Reads the page to its end, as a person scrolling does, until every part drawn near the view is drawn; then goes back to the top. */
export async function scrollThrough(page: Page): Promise<void> {
  const waiting = () => page.evaluate(() => [...document.querySelectorAll('.when-near--waiting')].map((part) => part.closest('section')?.querySelector('h2')?.textContent ?? part.className));
  await scrollDownTo(page);
  // A part whose answer came after the scroll passed it waits above, and drawn parts lengthen the
  // page: read down again from a screen and a half above the first part waiting, then to the end.
  for (let pass = 0; pass < 5 && (await waiting()).length > 0; pass += 1) {
    await page.evaluate(() => {
      const part = document.querySelector('.when-near--waiting');
      if (part) window.scrollTo(0, Math.max(0, part.getBoundingClientRect().top + window.scrollY - window.innerHeight * 1.5));
    });
    await scrollDownTo(page, '.when-near--waiting');
    await scrollDownTo(page);
  }
  try {
    await page.waitForFunction(() => document.querySelector('.when-near--waiting') === null);
  } catch (error) {
    throw new Error(`parts still waiting to be drawn: ${JSON.stringify(await waiting())}`, { cause: error });
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}
