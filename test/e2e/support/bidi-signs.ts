/** Singapore is warm every hour of the year; Vostok station, on the Antarctic plateau, freezes every hour. */
export const MILD_PLACE = '/place/singapore';
export const FREEZING_POINT = '/at/-78.4600,106.8400';
/** The week's region, named in Arabic: drawn once a place's forecast is in. */
export const ARABIC_WEEK_REGION = 'توقعات 7 أيام';

/** Degree and minus signs found beside digits, and each one drawn on the wrong side of them. */
export interface SignReading {
  degrees: number;
  minuses: number;
  wrong: string[];
}

/**
 * Run in the page (it uses nothing outside itself): where the page draws each degree sign and minus
 * sign next to its digits. A degree sign must lie right of the digit before it, a minus left of the
 * digit after it, as in left-to-right text.
 */
export function readSignsInPage(): SignReading {
  const FORMAT = /[\u200e\u200f\u2066-\u2069]/;
  const reading: SignReading = { degrees: 0, minuses: 0, wrong: [] };
  const rectOf = (node: Text, at: number) => {
    const range = document.createRange();
    range.setStart(node, at);
    range.setEnd(node, at + 1);
    return range.getBoundingClientRect();
  };
  const drawn = (rect: DOMRect) => rect.width > 1 && rect.height > 1;
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const text = node.data;
    for (let i = 0; i < text.length; i += 1) {
      const sign = text[i];
      if (sign !== '°' && sign !== '\u2212') continue;
      // The digit beside the sign, past any invisible direction mark.
      let j = sign === '°' ? i - 1 : i + 1;
      while (j >= 0 && j < text.length && FORMAT.test(text[j]!)) j += sign === '°' ? -1 : 1;
      if (!/\d/.test(text[j] ?? '')) continue;
      const signRect = rectOf(node, i);
      const digitRect = rectOf(node, j);
      if (!drawn(signRect) || !drawn(digitRect)) continue;
      const context = JSON.stringify(text.slice(Math.max(0, i - 8), i + 8));
      if (sign === '°') {
        reading.degrees += 1;
        if (signRect.left < digitRect.left) reading.wrong.push(`degree sign left of its digits in ${context}`);
      } else {
        reading.minuses += 1;
        if (signRect.left > digitRect.left) reading.wrong.push(`minus sign right of its digits in ${context}`);
      }
    }
  }
  return reading;
}
