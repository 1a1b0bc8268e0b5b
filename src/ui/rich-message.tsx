import { Fragment, type ReactNode } from 'react';
import { t, type MessageValues } from '../i18n/i18n';
import type { MessageId } from '../i18n/message-id';

/** Stands in for an element while the message is translated: private-use characters no catalogue holds. */
const mark = (index: number) => `\uE000${index}\uE001`;
const MARKS = /\uE000(\d+)\uE001/;

/**
 * A message with elements in it, translated as one sentence so each language orders them its own
 * way; `words` may render the text between the elements (for screen readers only, say).
 */
export function richMessage(
  id: MessageId,
  elements: Record<string, ReactNode>,
  values: MessageValues = {},
  words: (text: string, key: number) => ReactNode = (text) => text,
): ReactNode[] {
  const names = Object.keys(elements);
  const text = t(id, { ...values, ...Object.fromEntries(names.map((name, index) => [name, mark(index)])) });
  return text
    .split(MARKS)
    .map((part, index) => (index % 2 === 0 ? part && words(part, index) : <Fragment key={index}>{elements[names[Number(part)] ?? '']}</Fragment>));
}
