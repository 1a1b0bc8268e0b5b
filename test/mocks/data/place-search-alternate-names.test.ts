import { describe, expect, it } from 'vitest';
import { searchPlaces } from '../../../src/mocks/data/place-search';

function first(q: string): string | undefined {
  const top = searchPlaces(q, 1).places[0];
  return top && `${top.name} ${top.country}`;
}

function names(q: string, limit = 10): string[] {
  return searchPlaces(q, limit).places.map((place) => `${place.name} ${place.country}`);
}

describe('searchPlaces by the names people type in their own script', () => {
  it.each([
    ['القاهرة', 'Cairo EG'],
    ['東京', 'Tokyo JP'],
    ['Москва', 'Moscow RU'],
    ['Αθήνα', 'Athens GR'],
    ['서울', 'Seoul KR'],
  ])('finds %s first as %s, answering with the usual name', (q, expected) => {
    expect(first(q)).toBe(expected);
  });

  it('finds a place from the first letters typed in its own script', () => {
    expect(first('Моск')).toBe('Moscow RU');
    expect(first('Αθή')).toBe('Athens GR');
    // Hangul half-way through a syllable: "서우" is on the way to "서울".
    expect(first('서우')).toBe('Seoul KR');
    expect(first('東')).toBeDefined();
  });

  it('ignores Arabic vowel marks and the spellings of alef, teh marbuta and alef maksura', () => {
    expect(first('القاهره')).toBe('Cairo EG');
    expect(first('ٱلْقَاهِرَة')).toBe('Cairo EG');
    expect(first('القاهـرة')).toBe('Cairo EG');
  });

  it('finds a place by its name in another Latin-script language, biggest first', () => {
    expect(first('Moskva')).toBe('Moscow RU');
    expect(first('roma')).toBe('Rome IT');
    expect(first('wien')).toBe('Vienna AT');
    expect(first('kairo')).toBe('Cairo EG');
  });

  it('finds München however the ü is typed', () => {
    for (const q of ['muenchen', 'Muenchen', 'munchen', 'münchen', 'MÜNCHEN']) expect(first(q)).toBe('Munich DE');
    expect(names('muenchenst', 3)).toContain('Münchenstein CH');
  });

  it('keeps "ue" as typed in names that have it', () => {
    expect(first('buenos aires')).toBe('Buenos Aires AR');
    expect(names('manuel').every((name) => name.toLowerCase().includes('manuel'))).toBe(true);
  });

  it('lets the start of a usual name outrank a short alternate name', () => {
    // Chongqing's old name is "Pa" and Cairo's is also "Lo Cayiro"; a person typing these means Paris and London.
    expect(first('pa')).toBe('Paris FR');
    expect(first('lo')).toBe('London GB');
    expect(first('sa')).toBe('São Paulo BR');
  });

  it('forgives a typo in usual names only', () => {
    // Curitiba is also spelled "Curityba", one edit from "zurich" but nothing a person typing it means.
    expect(names('zurich', 50)).not.toContain('Curitiba BR');
    expect(first('zurihc')).toBe('Zürich CH');
  });
});
