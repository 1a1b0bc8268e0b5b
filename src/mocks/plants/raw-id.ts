import { MAX_SAFE_PLANT_ID } from '../../api/schemas/plants';

const MAX_SAFE = BigInt(MAX_SAFE_PLANT_ID);
const NUMBER_TOKEN = /^-?(\d+)(?:\.(\d+))?(?:[eE]([-+]?\d+))?$/;

/**
 * The source text of the top-level `"id"` member of a JSON object that is already known to be
 * valid JSON (the last one wins, as in JSON.parse); undefined when there is none or the text
 * is not an object. JSON.parse rounds big numbers silently, so the id must be judged here.
 */
export function rawTopLevelId(text: string): string | undefined {
  let at = skipSpace(text, 0);
  if (text[at] !== '{') return undefined;
  at = skipSpace(text, at + 1);
  let found: string | undefined;
  while (text[at] === '"') {
    const keyEnd = stringEnd(text, at);
    const key = JSON.parse(text.slice(at, keyEnd)) as string;
    at = skipSpace(text, skipSpace(text, keyEnd) + 1);
    const valueEnd = valueEndAt(text, at);
    if (key === 'id') found = text.slice(at, valueEnd);
    at = skipSpace(text, valueEnd);
    if (text[at] === ',') at = skipSpace(text, at + 1);
  }
  return found;
}

export type RawIdVerdict = 'safe' | 'not-integer' | 'unsafe' | 'not-number';

/** Judges a number token by its exact decimal value, never by the double it would round to. */
export function judgeRawId(raw: string): RawIdVerdict {
  const match = NUMBER_TOKEN.exec(raw);
  if (!match) return 'not-number';
  const [, whole = '', fraction = '', exponentText = '0'] = match;
  const digits = (whole + fraction).replace(/^0+(?=\d)/, '');
  const scale = Number(exponentText) - fraction.length;
  if (/^0+$/.test(digits)) return 'safe';
  if (scale < 0) {
    const dropped = digits.slice(Math.max(0, digits.length + scale));
    if (digits.length + scale <= 0 || !/^0+$/.test(dropped)) return 'not-integer';
    return withinSafeRange(digits.slice(0, digits.length + scale));
  }
  // More than 16 digits can never be safe; this also keeps huge exponents out of BigInt.
  if (digits.replace(/^0+/, '').length + scale > 16) return 'unsafe';
  return withinSafeRange(digits + '0'.repeat(scale));
}

/** The range is symmetric, so the magnitude alone decides. */
function withinSafeRange(digits: string): RawIdVerdict {
  return BigInt(digits) <= MAX_SAFE ? 'safe' : 'unsafe';
}

function skipSpace(text: string, from: number): number {
  let at = from;
  while (at < text.length && /\s/.test(text[at] ?? '')) at += 1;
  return at;
}

/** Index just past the string literal that starts at `from`. */
function stringEnd(text: string, from: number): number {
  let at = from + 1;
  while (at < text.length && text[at] !== '"') at += text[at] === '\\' ? 2 : 1;
  return at + 1;
}

/** Index just past the JSON value that starts at `from` (strings, containers, literals). */
function valueEndAt(text: string, from: number): number {
  const first = text[from];
  if (first === '"') return stringEnd(text, from);
  if (first === '{' || first === '[') {
    let depth = 0;
    let at = from;
    while (at < text.length) {
      const char = text[at];
      if (char === '"') {
        at = stringEnd(text, at);
        continue;
      }
      if (char === '{' || char === '[') depth += 1;
      if (char === '}' || char === ']') depth -= 1;
      at += 1;
      if (depth === 0) return at;
    }
    return at;
  }
  let at = from;
  while (at < text.length && !/[\s,}\]]/.test(text[at] ?? '')) at += 1;
  return at;
}
