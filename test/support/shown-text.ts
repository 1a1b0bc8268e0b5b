/**
 * Text as Testing Library's queries and jest-dom's `toHaveTextContent` compare it: each run of
 * white space one space. Expected text built with the app's formatters needs it, since those
 * keep a number and its unit together with a no-break space (src/lib/unit-format.ts).
 */
export function asShown(text: string): string {
  return text.replace(/\s+/g, ' ');
}
