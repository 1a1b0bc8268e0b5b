import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UpdateToast } from '../../../src/app/frame/update-toast';
import { activateLanguage } from '../../../src/i18n/i18n';
import { renderWithProviders } from '../../support/render';

// A new version is waiting, as after a deploy.
vi.mock('virtual:pwa-register/react', () => ({
  useRegisterSW: () => ({ needRefresh: useState(true), offlineReady: useState(false), updateServiceWorker: async () => {} }),
}));

afterEach(async () => {
  localStorage.clear();
  await act(() => activateLanguage('en'));
});

describe('the update toast', () => {
  it('offers the new version once the first screen has settled, and Later dismisses it', async () => {
    renderWithProviders(<UpdateToast />);
    expect(await screen.findByRole('alert', {}, { timeout: 5_000 })).toHaveTextContent('New version available');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss update notice' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says it in French and in Arabic', async () => {
    await act(() => activateLanguage('fr'));
    const french = renderWithProviders(<UpdateToast />);
    expect(await screen.findByRole('alert', {}, { timeout: 5_000 })).toHaveTextContent('Nouvelle version disponibleRechargerPlus tard');
    expect(screen.getByRole('button', { name: 'Ignorer l’avis de mise à jour' })).toBeInTheDocument();
    french.unmount();
    await act(() => activateLanguage('ar'));
    renderWithProviders(<UpdateToast />);
    expect(await screen.findByRole('alert', {}, { timeout: 5_000 })).toHaveTextContent('يتوفر إصدار جديد');
    expect(screen.getByRole('button', { name: 'إعادة التحميل' })).toBeInTheDocument();
  });
});
