import type { MessageId } from './message-id';
import { t } from './translate';

/** A piece of a translated sentence: words of the message, or the place of one of its values. */
export type MessagePart = { kind: 'words'; text: string } | { kind: 'value'; name: string };

const MARK = '\u0001';

/**
 * The message `id` cut at its values, in the order its language puts them: so a sentence shown
 * as separate elements (visible values, words for screen readers) stays one message to translate.
 */
export function messageParts(id: MessageId, names: readonly string[]): MessagePart[] {
  const marked = t(id, Object.fromEntries(names.map((name) => [name, `${MARK}${name}${MARK}`])));
  return marked
    .split(MARK)
    .map((text, i): MessagePart => (i % 2 === 1 ? { kind: 'value', name: text } : { kind: 'words', text }))
    .filter((part) => part.kind === 'value' || part.text !== '');
}
