/** What the browser says about itself; `standalone` exists only in iOS's WebKit. */
export interface BrowserFacts {
  userAgent: string;
  platform: string;
  maxTouchPoints: number;
  standalone?: boolean;
}

/**
 * An iPhone or iPad browser tab (this page's, without facts), not the Home Screen app: iOS offers no install
 * prompt, and only the Home Screen keeps a site's data past 7 days without a visit. iPadOS reports a Mac.
 */
export function isIosBrowserTab({ userAgent, platform, maxTouchPoints, standalone }: BrowserFacts = navigator): boolean {
  const ios = /iPhone|iPad|iPod/.test(userAgent) || (platform === 'MacIntel' && maxTouchPoints > 1);
  return ios && standalone === false;
}
