import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { LanguageRoot } from '../../src/app/language-root';
import { MainNav } from '../../src/app/frame/main-nav';
import { LanguagePicker } from '../../src/features/settings/components/language-picker';
import { activateLanguage } from '../../src/i18n/i18n';
import { readLanguageChoice } from '../../src/i18n/language-choice';
import { renderWithProviders } from '../support/render';

afterEach(async () => {
  localStorage.clear();
  await act(() => activateLanguage('en'));
});

function renderSettings() {
  return renderWithProviders(
    <LanguageRoot>
      <MainNav />
      <LanguagePicker />
    </LanguageRoot>,
  );
}

describe('choosing the app’s language', () => {
  it('lists every language in its own name, after following the browser', () => {
    renderSettings();
    const picker = screen.getByRole('combobox', { name: 'Language of the app' });
    expect(within(picker).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'As the browser (English)',
      'English',
      'Français',
      'Español',
      'Português',
      'Deutsch',
      'العربية',
      'chiShona',
    ]);
    expect(picker).toHaveValue('browser');
  });

  it('redraws the app in the chosen language at once, keeps the choice and sets the page’s lang', async () => {
    const user = userEvent.setup();
    renderSettings();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language of the app' }), 'Français');
    expect(await screen.findByRole('link', { name: 'Réglages' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Langue de l’application' })).toHaveValue('fr');
    expect(screen.getByRole('combobox', { name: 'Langue de l’application' })).toHaveFocus();
    expect(document.documentElement).toHaveAttribute('lang', 'fr');
    expect(readLanguageChoice()).toBe('fr');
  });

  it('lays the page out right to left in Arabic, and back when following the browser again', async () => {
    const user = userEvent.setup();
    renderSettings();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language of the app' }), 'العربية');
    expect(await screen.findByRole('link', { name: 'الإعدادات' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await user.selectOptions(screen.getByRole('combobox', { name: 'لغة التطبيق' }), 'browser');
    expect(await screen.findByRole('link', { name: 'Settings' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(readLanguageChoice()).toBeNull();
  });
});
