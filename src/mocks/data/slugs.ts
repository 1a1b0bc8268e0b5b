import { FOLDED_ASCII, foldText } from './text-fold';

/** Upper bound from the API contract (`^[a-z0-9-]{1,80}$`). */
export const SLUG_MAX_LENGTH = 80;

/** ASCII slug of a text, or `''` when nothing in it has a Latin spelling. */
export function slugify(text: string): string {
  return slugifyFolded(foldText(text));
}

/** `slugify` for text already passed through `foldText`. */
export function slugifyFolded(folded: string): string {
  // The common case needs no regex pass: spaces are the only separators, never at the ends.
  if (FOLDED_ASCII.test(folded)) return clip(folded.replaceAll(' ', '-'), SLUG_MAX_LENGTH);
  return clip(folded.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, ''), SLUG_MAX_LENGTH);
}

function clip(slug: string, max: number): string {
  return slug.length <= max ? slug : slug.slice(0, max).replace(/-+$/, '');
}

function join(...parts: string[]): string {
  return parts.filter((part) => part !== '').join('-');
}

export interface SlugSubject {
  /** Stable identity (the GeoNames id); breaks population ties and names fallback slugs. */
  readonly id: number;
  readonly name: string;
  readonly province: string;
  /** ISO 3166-1 alpha-2. */
  readonly country: string;
  readonly population: number;
  /** `foldText(name)`, when the caller has it already (saves folding 130,000 names twice). */
  readonly foldedName?: string;
}

/** The order in which places claim slugs: bigger first, then the lower id. */
function claimOrder(a: SlugSubject, b: SlugSubject): number {
  return b.population - a.population || a.id - b.id;
}

/**
 * Gives every subject a unique slug; the result is parallel to `subjects`.
 *
 * The outcome depends only on the set of subjects, never on their order in the input, so
 * slugs survive restarts and data reloads:
 * 1. Every distinct name slug goes to its most populous holder (ties: lower id), so
 *    `london` is London GB and `paris` is Paris FR. Names with no Latin spelling use
 *    `<country>-<id>` as their name slug, which the id makes unique.
 * 2. The others, biggest first, take the first free of `<name>-<province>`,
 *    `<name>-<province>-<country>`, then that last one with `-2`, `-3`, …
 * Plain name slugs are all reserved before step 2, so a disambiguated slug can never
 * take a plain slug away from another place's name.
 */
export function assignSlugs(subjects: readonly SlugSubject[]): string[] {
  const order = subjects.map((_, index) => index);
  // Callers usually pass subjects in claim order already; checking is far cheaper than sorting.
  const inOrder = subjects.every((subject, i) => i === 0 || claimOrder(subjects[i - 1]!, subject) < 0);
  if (!inOrder) order.sort((a, b) => claimOrder(subjects[a]!, subjects[b]!));

  const nameSlugs = subjects.map(
    (subject) =>
      slugifyFolded(subject.foldedName ?? foldText(subject.name)) ||
      `${subject.country.toLowerCase()}-${subject.id}`,
  );
  const slugs = new Array<string>(subjects.length).fill('');
  const taken = new Set<string>();
  const losers: number[] = [];

  for (const index of order) {
    const nameSlug = nameSlugs[index]!;
    if (taken.has(nameSlug)) {
      losers.push(index);
    } else {
      taken.add(nameSlug);
      slugs[index] = nameSlug;
    }
  }

  for (const index of losers) {
    const subject = subjects[index]!;
    const nameSlug = nameSlugs[index]!;
    const provinceSlug = slugify(subject.province);
    const countrySlug = subject.country.toLowerCase();
    const candidates = [
      clip(join(nameSlug, provinceSlug), SLUG_MAX_LENGTH),
      clip(join(nameSlug, provinceSlug, countrySlug), SLUG_MAX_LENGTH),
    ];
    let slug = candidates.find((candidate) => !taken.has(candidate));
    if (slug === undefined) {
      const stem = join(nameSlug, provinceSlug, countrySlug);
      for (let n = 2; slug === undefined; n += 1) {
        const suffix = `-${n}`;
        const candidate = clip(stem, SLUG_MAX_LENGTH - suffix.length) + suffix;
        if (!taken.has(candidate)) slug = candidate;
      }
    }
    taken.add(slug);
    slugs[index] = slug;
  }
  return slugs;
}
