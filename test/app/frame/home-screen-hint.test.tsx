import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { HomeScreenHint } from '../../../src/app/frame/home-screen-hint';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

function beAnIphoneTab(standalone: boolean): void {
  Object.defineProperty(navigator, 'userAgent', { value: IPHONE, configurable: true });
  Object.defineProperty(navigator, 'standalone', { value: standalone, configurable: true });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'userAgent');
  Reflect.deleteProperty(navigator, 'standalone');
  localStorage.clear();
});

describe('the Home Screen hint', () => {
  it('tells an iPhone tab how to add the app to the Home Screen, and once dismissed stays away', async () => {
    beAnIphoneTab(false);
    const { unmount } = render(<HomeScreenHint />);
    const hint = screen.getByRole('complementary', { name: 'Add Skycache to your Home Screen' });
    expect(hint).toHaveTextContent('tap Share, then “Add to Home Screen”');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    unmount();
    render(<HomeScreenHint />);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('is not shown in the app opened from the Home Screen, nor in other browsers', () => {
    beAnIphoneTab(true);
    const { unmount } = render(<HomeScreenHint />);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    unmount();
    Reflect.deleteProperty(navigator, 'userAgent');
    Reflect.deleteProperty(navigator, 'standalone');
    render(<HomeScreenHint />);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });
});
