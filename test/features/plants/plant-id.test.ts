import { describe, expect, it } from 'vitest';
import { pickFreeId, readPlantId } from '../../../src/features/plants/plant-id';
import { fieldOfMessage } from '../../../src/features/plants/server-message-field';

describe('readPlantId', () => {
  it('reads the safe range exactly, from the text', () => {
    expect(readPlantId(' 9007199254740991 ')).toEqual({ id: Number.MAX_SAFE_INTEGER });
    expect(readPlantId('-9007199254740991')).toEqual({ id: -Number.MAX_SAFE_INTEGER });
    expect(readPlantId('9007199254740992')).toEqual({ error: expect.stringContaining('cannot cross JSON into JavaScript intact') });
  });

  it('refuses anything but plain digits', () => {
    for (const text of ['1e3', '0x10', '1.0', '+-1', '']) expect(readPlantId(text)).toHaveProperty('error');
  });
});

describe('pickFreeId', () => {
  it('skips ids already used on this device', () => {
    const draws = [0, 0, 0.5];
    const id = pickFreeId(new Set([1]), () => draws.shift() ?? 0.5);
    expect(id).toBe(500_000);
  });
});

describe('fieldOfMessage', () => {
  it('maps a store message to the field it starts with, else to none', () => {
    expect(fieldOfMessage('id 5 is already taken by a plant with another name or tag.')).toBe('id');
    expect(fieldOfMessage('name must not be empty.')).toBe('name');
    expect(fieldOfMessage('tag must be a string when given.')).toBe('tag');
    expect(fieldOfMessage('The body is not valid JSON.')).toBeUndefined();
    expect(fieldOfMessage('identity unknown')).toBeUndefined();
  });
});
