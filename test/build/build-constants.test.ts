import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { cacheBuster } from '../../build/build-constants';
import { API_ENDPOINTS } from '../../src/api/endpoints/index';

const place = (name: v.GenericSchema) => v.object({ name, lat: v.number(), lon: v.number() });

describe('cache buster', () => {
  it('stays the same when the stored shapes are the same, however they are built', () => {
    expect(cacheBuster([{ path: '/api/a', schema: place(v.string()) }])).toBe(cacheBuster([{ path: '/api/a', schema: place(v.string()) }]));
    expect(cacheBuster(API_ENDPOINTS)).toBe(cacheBuster([...API_ENDPOINTS]));
  });

  it('changes when a field of a stored shape changes', () => {
    expect(cacheBuster([{ path: '/api/a', schema: place(v.string()) }])).not.toBe(cacheBuster([{ path: '/api/a', schema: place(v.number()) }]));
    expect(cacheBuster([{ path: '/api/a', schema: place(v.string()) }])).not.toBe(
      cacheBuster([{ path: '/api/a', schema: v.object({ name: v.string(), lat: v.number() }) }]),
    );
  });

  it('follows the model an answer is kept as, not the wire shape it arrived in', () => {
    const model = place(v.string());
    const before = cacheBuster([{ path: '/api/a', schema: v.object({ title: v.string() }), stored: model }]);
    expect(cacheBuster([{ path: '/api/a', schema: v.object({ heading: v.string() }), stored: model }])).toBe(before);
    expect(cacheBuster([{ path: '/api/a', schema: v.object({ title: v.string() }), stored: place(v.nullable(v.string())) }])).not.toBe(before);
  });

  it('tells every endpoint of the app apart', () => {
    const [first, ...rest] = API_ENDPOINTS;
    if (first === undefined) throw new Error('no endpoints');
    expect(cacheBuster([{ ...first, schema: v.object({}), stored: undefined }, ...rest])).not.toBe(cacheBuster(API_ENDPOINTS));
  });
});
