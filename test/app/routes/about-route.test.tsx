import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { App } from '../../../src/app/app';

describe('the About route', () => {
  // Before rendering, not after: a mounted router would re-render for the change.
  beforeEach(() => window.history.replaceState(null, '', '/'));

  it('is reached from the header link "About" and sets the page title', async () => {
    render(<App />);
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'About' }));
    expect(window.location.pathname).toBe('/about');
    expect(await screen.findByRole('heading', { name: 'About Skycache' })).toBeInTheDocument();
    expect(document.title).toBe('About · Skycache');
  });
});
