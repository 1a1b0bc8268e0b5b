import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppErrorBoundary } from '../../src/app/app-error-boundary';
import { HomeScreenHint } from '../../src/app/frame/home-screen-hint';
import { NotFoundRoute } from '../../src/app/routes/not-found';
import { PlaceAtRoute } from '../../src/app/routes/place/place';
import { StorageNotice } from '../../src/app/frame/storage-notice';
import { activateLanguage } from '../../src/i18n/i18n';
import { clearStorageProblem, reportStorageProblem } from '../../src/offline/storage-problem';
import { renderWithProviders } from '../support/render';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

afterEach(async () => {
  Reflect.deleteProperty(navigator, 'userAgent');
  Reflect.deleteProperty(navigator, 'standalone');
  vi.restoreAllMocks();
  localStorage.clear();
  await act(() => activateLanguage('en'));
});

function Broken(): never {
  throw new Error('a screen that cannot be drawn');
}

describe('the app’s frame in French', () => {
  it('names a missing page in the heading and the tab, with the way home inside the sentence', async () => {
    await act(() => activateLanguage('fr'));
    renderWithProviders(<NotFoundRoute />);
    expect(screen.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aller à l’écran d’accueil' })).toHaveAttribute('href', '/');
    expect(screen.getByText(/^Il n’y a rien à cette adresse\./)).toHaveTextContent('Il n’y a rien à cette adresse. Aller à l’écran d’accueil.');
    await waitFor(() => expect(document.title).toBe('Page introuvable · Skycache'));
  });

  it('says a screen failed and offers a reload and a reset', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(() => activateLanguage('fr'));
    render(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Skycache n’a pas pu afficher cet écran' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recharger' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réinitialiser les données téléchargées' })).toBeEnabled();
    expect(logged).toHaveBeenCalled();
  });

  it('asks for a reload when a newer version took the storage over', async () => {
    await act(() => activateLanguage('fr'));
    render(<StorageNotice />);
    act(() => reportStorageProblem('newer-version'));
    expect(screen.getByRole('alert')).toHaveTextContent('écrites par une version plus récente de Skycache');
    expect(screen.getByRole('button', { name: 'Recharger' })).toBeVisible();
  });
});

describe('the app’s frame in Arabic', () => {
  it('explains coordinates it cannot read, in the heading and the tab', async () => {
    await act(() => activateLanguage('ar'));
    renderWithProviders(<PlaceAtRoute params={{ coords: 'nowhere' }} />);
    expect(screen.getByRole('heading', { level: 1, name: 'إحداثيات غير صالحة' })).toBeInTheDocument();
    expect(screen.getByText(/^تُكتب الإحداثيات هكذا/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'الانتقال إلى الشاشة الرئيسية' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('إحداثيات غير صالحة · Skycache'));
  });

  it('says the device is full, and goes once storing works again', async () => {
    await act(() => activateLanguage('ar'));
    render(<StorageNotice />);
    act(() => reportStorageProblem('full'));
    expect(screen.getByRole('alert')).toHaveTextContent('لم تعد هناك مساحة على هذا الجهاز');
    act(() => clearStorageProblem('full'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('tells an iPhone tab how to add the app to the Home Screen, and dismisses it', async () => {
    Object.defineProperty(navigator, 'userAgent', { value: IPHONE, configurable: true });
    Object.defineProperty(navigator, 'standalone', { value: false, configurable: true });
    await act(() => activateLanguage('ar'));
    render(<HomeScreenHint />);
    expect(screen.getByRole('complementary', { name: 'إضافة Skycache إلى الشاشة الرئيسية' })).toHaveTextContent('«إضافة إلى الشاشة الرئيسية»');
    await userEvent.click(screen.getByRole('button', { name: 'إغلاق' }));
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
