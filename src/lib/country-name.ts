let displayNames: Intl.DisplayNames | undefined;

/** "CH" → "Switzerland" in the reader's language; the code itself when the runtime has no name for it. */
export function countryName(code: string): string {
  try {
    displayNames ??= new Intl.DisplayNames(undefined, { type: 'region' });
    return displayNames.of(code) ?? code;
  } catch {
    return code;
  }
}
