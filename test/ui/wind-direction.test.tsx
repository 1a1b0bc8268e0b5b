import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../src/i18n/i18n';
import { compassName } from '../../src/lib/compass';
import { WindDirection } from '../../src/ui/wind-direction';
import { asShown } from '../support/shown-text';

afterEach(async () => {
  localStorage.clear();
  await act(() => activateLanguage('en'));
});

describe('WindDirection', () => {
  it('spells out where the wind comes from, with its degrees', () => {
    render(<WindDirection degrees={225} />);
    expect(screen.getByTitle('From the south-west (225°)')).toHaveTextContent('SW');
    expect(screen.getByTitle('from the south-west')).toHaveTextContent('SW');
  });

  it('says it in French and in Arabic', async () => {
    await act(() => activateLanguage('fr'));
    const { unmount } = render(<WindDirection degrees={225} />);
    expect(screen.getByTitle(asShown(`Provenance\u202f: ${compassName(225)} (225°)`))).toBeInTheDocument();
    unmount();
    await act(() => activateLanguage('ar'));
    render(<WindDirection degrees={90} />);
    expect(screen.getByTitle(`من اتجاه ${compassName(90)} (90°)`)).toBeInTheDocument();
  });
});
