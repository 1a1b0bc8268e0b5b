import { useQuery } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiResult } from '../../src/api/client';
import { ApiError } from '../../src/api/errors';
import { activateLanguage, activeIntlLocale } from '../../src/i18n/i18n';
import { formatAge } from '../../src/lib/relative-time';
import { QueryContent } from '../../src/ui/query-content';
import { goOffline } from '../support/network';
import { renderWithProviders } from '../support/render';

const HOUR = 3_600_000;
const NOW = new Date('2026-01-15T12:00:00Z').getTime();

function answer(value: string, fetchedAt: number): ApiResult<string> {
  return { endpoint: '/api/thing', data: value, fetchedAt, ageFrom: 'service', headers: {} };
}

/** The panel's body; an empty value is data it cannot draw. */
function Value({ value }: { value: string }) {
  if (value === '') throw new Error('nothing to draw');
  return <p>Valeur : {value}</p>;
}

function Panel({ load }: { load: () => Promise<ApiResult<string>> }) {
  const query = useQuery({ queryKey: ['thing'], queryFn: load });
  return (
    <QueryContent query={query} what="Qualité de l’air" errorTitle="—" loadingLabel="…">
      {(value) => <Value value={value} />}
    </QueryContent>
  );
}

/** As a page's text reads: the formatters' no-break spaces ("il y a 30 h") are spaces there. */
const asText = (words: string) => words.replace(/\s+/g, ' ');

/** A number as the active language writes it (Arabic may use its own digits). */
const number = (value: number) => new Intl.NumberFormat(activeIntlLocale()).format(value);

beforeEach(() => {
  // Only Date is pinned: the countdown holds still while React's and the query's timers run.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(async () => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  localStorage.clear();
  await act(() => activateLanguage('en'));
});

describe('QueryContent in French', () => {
  beforeEach(() => act(() => activateLanguage('fr')));

  it('marks stale data with its age, and a refresh refused for 20 seconds says so with a plural and holds Refresh back', async () => {
    const fetchedAt = NOW - 30 * HOUR;
    const load = vi.fn().mockResolvedValueOnce(answer('ancienne', fetchedAt)).mockRejectedValueOnce(new ApiError('http', 'slow', 429, 20));
    renderWithProviders(<Panel load={load} />);
    expect(await screen.findByText('Valeur : ancienne')).toBeInTheDocument();
    expect(screen.getByText(/^Mis à jour/)).toHaveTextContent(`Mis à jour ${asText(formatAge(fetchedAt, NOW))} · peut ne plus être à jour`);
    await userEvent.click(screen.getByRole('button', { name: 'Actualiser' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      asText(`Actualisation impossible\u202f: Trop de requêtes. Vous pourrez réessayer dans ${number(20)} secondes. Affichage des dernières données reçues.`),
    );
    expect(screen.getByRole('button', { name: 'Actualiser dans 20 s' })).toBeDisabled();
  });

  it('says a panel was not downloaded while offline', () => {
    goOffline();
    renderWithProviders(<Panel load={() => Promise.resolve(answer('plus tard', NOW))} />);
    expect(screen.getByText(asText('Qualité de l’air\u202f: pas de données téléchargées'))).toBeInTheDocument();
    expect(screen.getByText('Disponible quand vous serez en ligne.')).toBeInTheDocument();
  });
});

describe('QueryContent in Arabic', () => {
  beforeEach(() => act(() => activateLanguage('ar')));

  it('counts a rate limit of three seconds in the plural form Arabic uses for three to ten', async () => {
    renderWithProviders(<Panel load={() => Promise.reject(new ApiError('http', 'slow', 429, 3))} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`طلبات كثيرة جدًا. يمكنك المحاولة مرة أخرى بعد ${number(3)} ثوانٍ.`);
    expect(screen.getByRole('button', { name: 'إعادة المحاولة بعد 3 ث' })).toBeDisabled();
  });

  it('says two seconds in the dual, not with a number', async () => {
    renderWithProviders(<Panel load={() => Promise.reject(new ApiError('http', 'slow', 429, 2))} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('بعد ثانيتين.');
  });

  it('marks stale data with its age and offers Refresh', async () => {
    const fetchedAt = NOW - 3 * HOUR;
    renderWithProviders(<Panel load={() => Promise.resolve(answer('قديمة', fetchedAt))} />);
    expect(await screen.findByText('Valeur : قديمة')).toBeInTheDocument();
    expect(screen.getByText(/^آخر تحديث/)).toHaveTextContent(`آخر تحديث ${asText(formatAge(fetchedAt, NOW))} · قد تكون قديمة`);
    expect(screen.getByRole('button', { name: 'تحديث' })).toBeEnabled();
  });

  it('names a panel whose data cannot be drawn, and offers to try again', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<Panel load={() => Promise.resolve(answer('', NOW))} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Qualité de l’air: تعذّر العرضتعذّر عرض جزء من هذه البيانات.');
    expect(screen.getByRole('button', { name: 'إعادة المحاولة' })).toBeEnabled();
    expect(logged).toHaveBeenCalled();
  });
});
