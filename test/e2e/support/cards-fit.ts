import type { Page } from 'playwright-core';

/** The headings of the cards whose content is wider than the card (words or rows sticking out of it). */
export function cardsStickingOut(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('.card')].filter((card) => card.scrollWidth > card.clientWidth + 1).map((card) => card.querySelector('h2')?.textContent ?? card.className),
  );
}
