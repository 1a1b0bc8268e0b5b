import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StorageSettings } from '../../../../src/app/routes/settings/storage-settings';
import { beAnIphone, forgetIphone } from '../../../support/iphone';
import { renderWithProviders } from '../../../support/render';

function stubStorage(persisted: boolean, grant: boolean) {
  const storage = {
    estimate: vi.fn().mockResolvedValue({ usage: 2_400_000, quota: 500_000_000 }),
    persisted: vi.fn().mockResolvedValue(persisted),
    persist: vi.fn().mockResolvedValue(grant),
  };
  Object.defineProperty(navigator, 'storage', { value: storage, configurable: true });
  return storage;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'storage');
  forgetIphone();
});

describe('storage settings', () => {
  it('shows how much is stored and whether the browser keeps it, and asks to keep it', async () => {
    const storage = stubStorage(false, true);
    renderWithProviders(<StorageSettings />);
    expect(await screen.findByText(/^Stored: 2\.4\sMB of 500\sMB available\.$/)).toBeInTheDocument();
    expect(screen.getByText(/Not persistent/)).toBeInTheDocument();
    storage.persisted.mockResolvedValueOnce(false).mockResolvedValue(true);
    await userEvent.click(screen.getByRole('button', { name: 'Keep my data' }));
    expect(await screen.findByText('The browser will keep this data until you delete it.')).toBeInTheDocument();
    expect(storage.persist).toHaveBeenCalledOnce();
    expect(await screen.findByText(/Kept until you delete it/)).toBeInTheDocument();
  });

  it('says so where the browser reports neither storage use nor persistence (WebKitGTK), never NaN or a blank', async () => {
    Object.defineProperty(navigator, 'storage', { value: {}, configurable: true });
    renderWithProviders(<StorageSettings />);
    expect(await screen.findByText('This browser does not report storage use.')).toBeInTheDocument();
    expect(screen.getByText('This browser does not say whether it keeps the data.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Keep my data' })).not.toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/NaN|undefined/);
  });

  it("tells an iPhone's Safari tab that it deletes the data after 7 days without a visit, and how to keep it", async () => {
    beAnIphone(false);
    stubStorage(false, false);
    renderWithProviders(<StorageSettings />);
    expect(await screen.findByText(/^Safari deletes a site's data after 7 days without a visit.*Add to Home Screen/)).toBeInTheDocument();
  });

  it("does not mention Safari's 7-day deletion in other browsers, on the Home Screen, or once the browser keeps the data", async () => {
    for (const device of ['another browser', 'the Home Screen', 'kept data'] as const) {
      if (device !== 'another browser') beAnIphone(device === 'the Home Screen');
      stubStorage(device === 'kept data', false);
      const { unmount } = renderWithProviders(<StorageSettings />);
      expect(await screen.findByText(device === 'kept data' ? /Kept until you delete it/ : /Not persistent/)).toBeInTheDocument();
      expect(screen.queryByText(/7 days without a visit/), device).not.toBeInTheDocument();
      unmount();
    }
  });

  it('deletes the downloaded answers but keeps paused plant sends', async () => {
    stubStorage(true, true);
    const { queryClient } = renderWithProviders(<StorageSettings />);
    queryClient.setQueryData(['forecast', { lat: 1, lon: 2 }], { data: 1 });
    queryClient.getMutationCache().build(queryClient, { mutationKey: ['plants', 'create'] });
    await userEvent.click(screen.getByRole('button', { name: 'Delete downloaded weather' }));
    expect(await screen.findByText(/Downloaded weather deleted/)).toBeInTheDocument();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(queryClient.getMutationCache().getAll()).toHaveLength(1);
  });
});
