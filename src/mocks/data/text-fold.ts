/**
 * Case- and diacritic-folding shared by slugs and search, so that a slug, a stored search
 * key and a typed query all agree on what "the same letters" means.
 */

// Letters that NFKD does not decompose into "base letter + mark", so stripping marks alone
// would lose or keep them; they get the conventional Latin spelling instead.
const LATIN_SPECIALS: Readonly<Record<string, string>> = {
  ß: 'ss',
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
  ə: 'e',
  ħ: 'h',
  ŋ: 'ng',
  ĸ: 'k',
  ſ: 's',
  ŧ: 't',
  ƒ: 'f',
  ɨ: 'i',
  ƚ: 'l',
  ɗ: 'd',
  ɓ: 'b',
  ƴ: 'y',
  ĳ: 'ij',
};

// Scientific/BGN-style romanisation, close to what GeoNames uses for English names, so the
// few Cyrillic and Greek names in the data still get readable slugs and can be searched.
const CYRILLIC: Readonly<Record<string, string>> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ж: 'zh', з: 'z', и: 'i', к: 'k',
  л: 'l', м: 'm', н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f',
  х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'shch', ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu',
  я: 'ya', і: 'i', є: 'ye', ґ: 'g', ђ: 'dj', ј: 'j', љ: 'lj', њ: 'nj', ћ: 'c', џ: 'dz',
  ѓ: 'gj', ќ: 'kj', ѕ: 'dz', ў: 'u',
};

const GREEK: Readonly<Record<string, string>> = {
  α: 'a', β: 'v', γ: 'g', δ: 'd', ε: 'e', ζ: 'z', η: 'i', θ: 'th', ι: 'i', κ: 'k',
  λ: 'l', μ: 'm', ν: 'n', ξ: 'x', ο: 'o', π: 'p', ρ: 'r', σ: 's', ς: 's', τ: 't',
  υ: 'y', φ: 'f', χ: 'ch', ψ: 'ps', ω: 'o',
};

// Arabic spellings that differ only in how a letter is written, unified as Arabic search
// engines do (Lucene's Arabic and Persian normalisers): alef wasla → alef, alef maksura and
// Persian yeh → yeh, teh marbuta → heh, keheh → kaf, and the tatweel that only stretches a
// line is dropped. Tashkeel and hamza or madda on alef need no entry: NFKD splits them off.
const ARABIC: Readonly<Record<string, string>> = { ٱ: 'ا', ى: 'ي', ی: 'ي', ة: 'ه', ک: 'ك', ـ: '' };

// Letters whose marks are meaningful in romanisation, handled before NFKD strips them
// (й would otherwise fold to и → "i" rather than the usual "y").
const CYRILLIC_PRECOMPOSED: Readonly<Record<string, string>> = { й: 'y', ё: 'e', ї: 'yi' };

const TRANSLITERATION: Readonly<Record<string, string>> = {
  ...LATIN_SPECIALS,
  ...CYRILLIC,
  ...GREEK,
  ...ARABIC,
};

const PRECOMPOSED_PATTERN = /[йёї]/g;
// Apostrophes join a word rather than split it: "N'Djamena" → "ndjamena", not "n djamena".
const APOSTROPHES = /['’‘ʼʻ`´]/g;
const NON_ASCII = /[^ -~]/;
/** Already folded: ASCII letters and digits in words joined by single spaces. */
export const FOLDED_ASCII = /^[a-z0-9]+(?: [a-z0-9]+)*$/;
const ASCII_SEPARATORS = /[^a-z0-9]+/g;
const MARK = /\p{M}/u;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

function isAsciiAlphanumeric(code: number): boolean {
  return (code >= 0x61 && code <= 0x7a) || (code >= 0x30 && code <= 0x39);
}

/**
 * Lower-cases, transliterates and strips diacritics; every run of characters that is
 * neither letter nor digit becomes one space, with no leading or trailing space.
 * Letters of scripts without a transliteration (Arabic, CJK, Hangul…) are kept so that they
 * can still be matched against a query in the same script; NFKD splits Hangul syllables into
 * their letters, so "서우" (typed on the way to "서울") is a prefix of the folded "서울".
 */
export function foldText(text: string): string {
  const lower = text.toLowerCase();
  // Most names ("london", "new york") are folded once lower-cased; one test beats three passes.
  if (FOLDED_ASCII.test(lower)) return lower;
  // Four in five names are plain ASCII; the per-character path below costs ~5× more.
  if (!NON_ASCII.test(lower)) {
    return lower.replace(APOSTROPHES, '').replace(ASCII_SEPARATORS, ' ').trim();
  }
  // Apostrophes go before NFKD, which would turn ´ into a space plus a combining accent.
  const decomposed = lower
    .replace(APOSTROPHES, '')
    .replace(PRECOMPOSED_PATTERN, (ch) => CYRILLIC_PRECOMPOSED[ch] ?? ch)
    .normalize('NFKD');
  let out = '';
  let pendingSpace = false;
  for (const ch of decomposed) {
    let piece: string;
    const code = ch.charCodeAt(0);
    if (isAsciiAlphanumeric(code)) piece = ch;
    else if (code < 0x80) piece = ' ';
    else if (MARK.test(ch)) piece = '';
    else piece = TRANSLITERATION[ch] ?? (LETTER_OR_DIGIT.test(ch) ? ch : ' ');
    if (piece === ' ') {
      pendingSpace = out !== '';
    } else if (piece !== '') {
      if (pendingSpace) out += ' ';
      out += piece;
      pendingSpace = false;
    }
  }
  return out;
}

// Either case, precomposed or as a combining diaeresis; a cheap test that most names fail.
const MAYBE_UMLAUT = /[äöüÄÖÜ]|\u0308/;
const UMLAUT = /[äöü]/;
const UMLAUTS = /[äöü]/g;
const DOTLESS_SPELLING: Readonly<Record<string, string>> = { ä: 'ae', ö: 'oe', ü: 'ue' };

/**
 * The folded German spelling of ä, ö and ü without the dots ("München" → "muenchen"), as
 * typed on a keyboard without them, or `undefined` when the text has none. Names get this
 * spelling as an extra search key rather than queries losing their "ue": "Manuel" and
 * "Buenos Aires" must keep matching as typed.
 */
export function umlautSpelling(text: string): string | undefined {
  if (!MAYBE_UMLAUT.test(text)) return undefined;
  const lower = text.toLowerCase().normalize('NFC');
  if (!UMLAUT.test(lower)) return undefined;
  return foldText(lower.replace(UMLAUTS, (ch) => DOTLESS_SPELLING[ch] ?? ch));
}
