import { describe, expect, it } from 'vitest';
import { DEFAULT_TILE_URL, tileUrlPattern } from '../../src/lib/tiles';

describe('tileUrlPattern', () => {
  it('matches the tiles of the default template and nothing else on the host', () => {
    const pattern = tileUrlPattern(DEFAULT_TILE_URL);
    expect(pattern.test('https://tile.openstreetmap.org/6/33/22.png')).toBe(true);
    expect(pattern.test('https://tile.openstreetmap.org/copyright')).toBe(false);
    expect(pattern.test('https://evil.example/?https://tile.openstreetmap.org/6/33/22.png')).toBe(false);
  });

  it('treats subdomain and retina placeholders as one segment each', () => {
    const pattern = tileUrlPattern('https://{s}.tiles.example.com/base/{z}/{x}/{y}{r}.png?key=abc');
    expect(pattern.test('https://b.tiles.example.com/base/3/4/5@2x.png?key=abc')).toBe(true);
    expect(pattern.test('https://b.tiles.example.com/base/3/4/5.png?key=abc')).toBe(true);
    expect(pattern.test('https://b.tiles.example.com/other/3/4/5.png?key=abc')).toBe(false);
  });
});
