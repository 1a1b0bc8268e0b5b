/** Safari on an iPhone, as its user agent reads. */
export const IPHONE_USER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/** Makes jsdom's navigator an iPhone's: in a Safari tab, or `standalone` (opened from the Home Screen). */
export function beAnIphone(standalone: boolean): void {
  Object.defineProperty(navigator, 'userAgent', { value: IPHONE_USER_AGENT, configurable: true });
  Object.defineProperty(navigator, 'standalone', { value: standalone, configurable: true });
}

/** jsdom's own navigator again. */
export function forgetIphone(): void {
  Reflect.deleteProperty(navigator, 'userAgent');
  Reflect.deleteProperty(navigator, 'standalone');
}
