import * as v from 'valibot';
import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { readKv } from './db';

/** A stored document checked against `schema`: undefined when missing or written by an incompatible version. */
export async function readKvDocument<TSchema extends v.GenericSchema>(key: string, schema: TSchema): Promise<v.InferOutput<TSchema> | undefined> {
  const parsed = v.safeParse(schema, await readKv(key));
  return parsed.success ? parsed.output : undefined;
}

/** State that starts from what `read` finds in storage (undefined until then). `read` must be stable. */
export function useStoredState<T>(read: () => Promise<T>): [T | undefined, Dispatch<SetStateAction<T | undefined>>] {
  const [value, setValue] = useState<T>();
  useEffect(() => {
    let live = true;
    void read().then((stored) => {
      if (live) setValue(stored);
    });
    return () => {
      live = false;
    };
  }, [read]);
  return [value, setValue];
}
