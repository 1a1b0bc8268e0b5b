import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { HomeScreenHint } from '../../../src/app/frame/home-screen-hint';
import { beAnIphone, forgetIphone } from '../../support/iphone';

afterEach(() => {
  forgetIphone();
  localStorage.clear();
});

describe('the Home Screen hint', () => {
  it('tells an iPhone tab how to add the app to the Home Screen, and once dismissed stays away', async () => {
    beAnIphone(false);
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
    beAnIphone(true);
    const { unmount } = render(<HomeScreenHint />);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    unmount();
    forgetIphone();
    render(<HomeScreenHint />);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });
});
