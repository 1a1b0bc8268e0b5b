import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SearchBox } from '../../../src/features/search/components/search-box';
import type { LanguageCode } from '../../../src/i18n/languages';
import { warmUpMockData } from '../../../src/mocks/handlers';
import { resetAppDb } from '../../support/app-db';
import { renderWithProviders } from '../../support/render';
import { asShown } from '../../support/shown-text';
import { backToEnglishAfterEach, speak } from '../../support/speak';

async function searchIn(language: LanguageCode, label: string, text: string) {
  await speak(language);
  renderWithProviders(<SearchBox onChoose={() => undefined} />);
  await userEvent.type(screen.getByRole('combobox', { name: label }), text);
}

beforeAll(warmUpMockData);
beforeEach(resetAppDb);
backToEnglishAfterEach();

describe('SearchBox in the person’s language', () => {
  it('says in French that no place matches, quoting what was typed', async () => {
    await searchIn('fr', 'Rechercher un lieu', 'qqxqq');
    expect(await screen.findByText(asShown('Aucun lieu ne correspond à «\u202fqqxqq\u202f».'), { selector: 'p:not([role])' })).toBeVisible();
    expect(screen.getByRole('combobox')).toHaveAttribute('placeholder', 'Rechercher un lieu');
  });

  it('says in Arabic that no place matches', async () => {
    await searchIn('ar', 'البحث عن مكان', 'qqxqq');
    expect(await screen.findByText('لا توجد أماكن تطابق «qqxqq».', { selector: 'p:not([role])' })).toBeVisible();
  });

  it('counts the places found in Shona, with the plural Shona uses', async () => {
    await searchIn('sn', 'Tsvaga nzvimbo', 'zur');
    await screen.findByRole('option', { name: /^Zürich/ });
    const count = screen.getAllByRole('option').length;
    expect(count).toBeGreaterThan(1);
    expect(screen.getByRole('status')).toHaveTextContent(`Nzvimbo ${count} dzawanikwa`);
    expect(screen.getByRole('listbox', { name: 'Nzvimbo dzinoenderana nazur' })).toBeInTheDocument();
  });
});
