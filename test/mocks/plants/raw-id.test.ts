import { describe, expect, it } from 'vitest';
import { judgeRawId, rawTopLevelId } from '../../../src/mocks/plants/raw-id';

describe('rawTopLevelId', () => {
  it('finds the id token of the top-level object, skipping nested ones and strings', () => {
    expect(rawTopLevelId('{"x": {"id": 1}, "s": "\\"id\\": 2", "id": 9007199254740993 }')).toBe('9007199254740993');
  });

  it('takes the last id, as JSON.parse does', () => {
    expect(rawTopLevelId('{"id": 1, "id": -2}')).toBe('-2');
  });

  it('is undefined when there is no id or no object', () => {
    expect(rawTopLevelId('{"name": "x"}')).toBeUndefined();
    expect(rawTopLevelId('[1]')).toBeUndefined();
  });
});

describe('judgeRawId', () => {
  it.each([
    ['0', 'safe'],
    ['-0', 'safe'],
    ['9007199254740991', 'safe'],
    ['-9007199254740991', 'safe'],
    ['1.0', 'safe'],
    ['1.5e1', 'safe'],
    ['15e-1', 'not-integer'],
    ['150e-1', 'safe'],
    ['9007199254740992', 'unsafe'],
    ['-9007199254740992', 'unsafe'],
    ['9007199254740990.9', 'not-integer'],
    ['1e400', 'unsafe'],
    ['0.5', 'not-integer'],
    ['"1"', 'not-number'],
    ['true', 'not-number'],
  ])('judges %s as %s', (raw, verdict) => {
    expect(judgeRawId(raw)).toBe(verdict);
  });
});
