export type PlantField = 'id' | 'name' | 'tag';

/** The form field a store message is about: its messages start with the field's name. */
export function fieldOfMessage(message: string): PlantField | undefined {
  const match = /^(id|name|tag)\b/.exec(message.trim());
  return match ? (match[1] as PlantField) : undefined;
}
