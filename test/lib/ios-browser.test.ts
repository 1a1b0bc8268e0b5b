import { describe, expect, it } from 'vitest';
import { isIosBrowserTab } from '../../src/lib/ios-browser';
import { IPHONE_USER_AGENT } from '../support/iphone';

const MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';

describe('an iOS browser tab', () => {
  it('is an iPhone, or an iPad that reports itself as a touch-screen Mac, in a tab', () => {
    expect(isIosBrowserTab({ userAgent: IPHONE_USER_AGENT, platform: 'iPhone', maxTouchPoints: 5, standalone: false })).toBe(true);
    expect(isIosBrowserTab({ userAgent: MAC, platform: 'MacIntel', maxTouchPoints: 5, standalone: false })).toBe(true);
  });

  it('is not the app opened from the Home Screen, a desktop Mac, or a browser without iOS standalone mode', () => {
    expect(isIosBrowserTab({ userAgent: IPHONE_USER_AGENT, platform: 'iPhone', maxTouchPoints: 5, standalone: true })).toBe(false);
    expect(isIosBrowserTab({ userAgent: MAC, platform: 'MacIntel', maxTouchPoints: 0, standalone: false })).toBe(false);
    expect(isIosBrowserTab({ userAgent: IPHONE_USER_AGENT, platform: 'iPhone', maxTouchPoints: 5 })).toBe(false);
  });
});
