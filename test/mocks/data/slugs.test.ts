import { describe, expect, it } from 'vitest';
import { SLUG_PATTERN } from '../../../src/api/schemas/location';
import { assignSlugs, slugify, type SlugSubject } from '../../../src/mocks/data/slugs';

function subject(id: number, name: string, province: string, country: string, population: number): SlugSubject {
  return { id, name, province, country, population };
}

describe('slugify', () => {
  it('transliterates to lowercase ASCII words joined by hyphens', () => {
    expect(slugify('Zürich')).toBe('zurich');
    expect(slugify('São Paulo')).toBe('sao-paulo');
    expect(slugify('Gießen')).toBe('giessen');
    expect(slugify('Tromsø')).toBe('tromso');
    expect(slugify('Ærøskøbing')).toBe('aeroskobing');
    expect(slugify('Wrocław')).toBe('wroclaw');
    expect(slugify('Đakovo')).toBe('dakovo');
    expect(slugify("Val-d'Or")).toBe('val-dor');
    expect(slugify('Zürich (Kreis 1) / City')).toBe('zurich-kreis-1-city');
  });

  it('returns an empty slug when nothing has a Latin spelling', () => {
    expect(slugify('دمشق')).toBe('');
    expect(slugify('—')).toBe('');
  });

  it('never exceeds 80 characters nor ends with a hyphen', () => {
    const slug = slugify(`${'a'.repeat(79)} bcd`);
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug).toMatch(SLUG_PATTERN);
    expect(slug.endsWith('-')).toBe(false);
  });
});

describe('assignSlugs', () => {
  it('gives the plain slug to the most populous place of a name', () => {
    const slugs = assignSlugs([
      subject(3, 'London', 'Ontario', 'CA', 346_765),
      subject(1, 'London', 'England', 'GB', 7_556_900),
    ]);
    expect(slugs).toEqual(['london-ontario', 'london']);
  });

  it('disambiguates by province, then province and country, then a number', () => {
    const slugs = assignSlugs([
      subject(1, 'Springfield', 'Illinois', 'US', 100),
      subject(2, 'Springfield', 'Missouri', 'US', 90),
      subject(3, 'Springfield', 'Missouri', 'US', 80),
      subject(4, 'Springfield', 'Missouri', 'US', 70),
      subject(5, 'Springfield', '', 'AU', 60),
    ]);
    expect(slugs).toEqual([
      'springfield',
      'springfield-missouri',
      'springfield-missouri-us',
      'springfield-missouri-us-2',
      'springfield-au',
    ]);
  });

  it('never takes a plain name slug away from the place actually called that', () => {
    const slugs = assignSlugs([
      subject(1, 'Paris', 'Île-de-France', 'FR', 2_000_000),
      subject(2, 'Paris', 'Texas', 'US', 25_000),
      subject(3, 'Paris Texas', '', 'US', 10),
    ]);
    expect(slugs).toEqual(['paris', 'paris-texas-us', 'paris-texas']);
  });

  it('derives a unique slug from country and id for names without Latin letters', () => {
    const slugs = assignSlugs([subject(170_654, 'دمشق', 'Dimashq', 'SY', 1_569_394)]);
    expect(slugs).toEqual(['sy-170654']);
  });

  it('gives the same slugs whatever order the places come in', () => {
    const subjects = [
      subject(1, 'San José', 'San José', 'CR', 335_007),
      subject(2, 'San Jose', 'California', 'US', 1_026_908),
      subject(3, 'San José', 'Occidental Mindoro', 'PH', 10_000),
      subject(4, 'San José', 'Occidental Mindoro', 'PH', 10_000),
    ];
    const forward = assignSlugs(subjects);
    const backward = assignSlugs([...subjects].reverse()).reverse();
    expect(backward).toEqual(forward);
    expect(forward[1]).toBe('san-jose');
    expect(forward[2]).toBe('san-jose-occidental-mindoro');
    expect(forward[3]).toBe('san-jose-occidental-mindoro-ph');
  });

  it('keeps numbered slugs within 80 characters', () => {
    const name = 'x'.repeat(90);
    const slugs = assignSlugs([1, 2, 3, 4].map((id) => subject(id, name, 'P', 'US', 10 - id)));
    for (const slug of slugs) expect(slug).toMatch(SLUG_PATTERN);
    expect(new Set(slugs).size).toBe(4);
  });
});
