import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { PlantErrorSchema, PlantSchema } from '../../../src/api/schemas/plants';
import { DEFAULT_PLANT_TOKEN } from '../../../src/mocks/config';
import { dropNextResponses, listStoredPlants, resetPlantStore } from '../../../src/mocks/plants/store';

const URL_ = 'http://mock.test/sandbox/plants';
const AUTH = { Authorization: `Bearer ${DEFAULT_PLANT_TOKEN}` };

async function post(body: string | ReadableStream<Uint8Array>, headers: Record<string, string> = {}) {
  const response = await fetch(URL_, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...AUTH, ...headers },
    body,
    ...(typeof body === 'string' ? {} : { duplex: 'half' }),
  });
  return { response, body: (await response.json()) as unknown };
}

async function expectError(result: Promise<{ response: Response; body: unknown }>, status: number, message: string | RegExp) {
  const { response, body } = await result;
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toContain('application/json');
  const error = v.parse(PlantErrorSchema, body);
  expect(error.error).toBe(status);
  expect(error.message).toMatch(message);
  return response;
}

afterEach(() => resetPlantStore());

describe('POST /sandbox/plants: 200', () => {
  it('stores a new plant and answers the Plant with name and tag', async () => {
    const { response, body } = await post('{"id": 1, "name": "Fern", "tag": "green"}');
    expect(response.status).toBe(200);
    expect(v.parse(PlantSchema, body)).toEqual({ name: 'Fern', tag: 'green' });
    expect(listStoredPlants()).toEqual([{ plant: { id: 1, name: 'Fern', tag: 'green' }, timesAccepted: 1 }]);
  });

  it('answers a plant without tag with no tag', async () => {
    const { body } = await post('{"id": -2, "name": "Moss"}');
    expect(body).toEqual({ name: 'Moss' });
  });

  it('accepts the largest and smallest safe ids exactly', async () => {
    expect((await post('{"id": 9007199254740991, "name": "Max"}')).response.status).toBe(200);
    expect((await post('{"id": -9007199254740991, "name": "Min"}')).response.status).toBe(200);
    expect(listStoredPlants().map(({ plant }) => plant.id)).toEqual([Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER]);
  });

  it('answers a safe retry (same id, name and tag) with 200 again and stores it once', async () => {
    await post('{"id": 7, "name": "Ivy", "tag": "x"}');
    const { response, body } = await post('{"id": 7, "name": "Ivy", "tag": "x"}');
    expect(response.status).toBe(200);
    expect(body).toEqual({ name: 'Ivy', tag: 'x' });
    expect(listStoredPlants()).toEqual([{ plant: { id: 7, name: 'Ivy', tag: 'x' }, timesAccepted: 2 }]);
  });
});

describe('POST /sandbox/plants: 400', () => {
  it('refuses the same id with another name or tag, saying the id is taken', async () => {
    await post('{"id": 7, "name": "Ivy", "tag": "x"}');
    await expectError(post('{"id": 7, "name": "Ivy"}'), 400, /id 7 is already taken/);
    await expectError(post('{"id": 7, "name": "Rose", "tag": "x"}'), 400, /id 7 is already taken/);
    expect(listStoredPlants()).toEqual([{ plant: { id: 7, name: 'Ivy', tag: 'x' }, timesAccepted: 1 }]);
  });

  it.each([
    ['{"id": 1}', 'name is required.'],
    ['{"id": 1, "name": ""}', 'name must not be empty.'],
    ['{"id": 1, "name": "   "}', 'name must not be empty.'],
    ['{"name": "Fern"}', 'id is required.'],
    ['{"id": 1.5, "name": "Fern"}', 'id must be an integer, got 1.5.'],
    ['{"id": "1", "name": "Fern"}', 'id must be an integer.'],
    ['{"id": null, "name": "Fern"}', 'id must be an integer.'],
    ['{"id": 1, "name": 5}', 'name must be a string.'],
    ['{"id": 1, "name": "Fern", "tag": 3}', 'tag must be a string when given.'],
    ['[1, "Fern"]', 'The body must be a JSON object NewPlant { "id", "name", "tag"? }.'],
    ['"Fern"', 'The body must be a JSON object NewPlant { "id", "name", "tag"? }.'],
  ])('refuses %s with a message naming the field and rule', async (body, message) => {
    await expectError(post(body), 400, message);
    expect(listStoredPlants()).toEqual([]);
  });

  it('refuses malformed JSON', async () => {
    await expectError(post('{"id": 1, "name": "Fern"'), 400, /^The body is not valid JSON/);
    await expectError(post(''), 400, /^The body is not valid JSON/);
  });

  it.each(['9007199254740992', '9007199254740993', '-9007199254740992', '1e16', '12345678901234567890'])(
    'refuses id %s, which JSON.parse would round, saying it cannot cross JSON intact',
    async (id) => {
      const response = await expectError(post(`{"id": ${id}, "name": "Big"}`), 400, /cannot cross JSON into JavaScript intact/);
      expect(response.status).toBe(400);
      expect(listStoredPlants()).toEqual([]);
    },
  );

  it('refuses a fractional id even where JSON.parse would round it to a safe integer', async () => {
    await expectError(post('{"id": 9007199254740990.9, "name": "Big"}'), 400, 'id must be an integer, got 9007199254740990.9.');
  });

  it('judges the id that JSON.parse keeps when the key repeats, also when escaped', async () => {
    await expectError(post('{"id": 1, "name": "A", "\\u0069d": 9007199254740993}'), 400, /cannot cross JSON/);
  });

  it('reads ids written with an exponent or a zero fraction by their exact value', async () => {
    expect((await post('{"id": 1.0e3, "name": "Kilo"}')).response.status).toBe(200);
    expect(listStoredPlants()[0]?.plant.id).toBe(1000);
  });
});

describe('POST /sandbox/plants: 401, 413, 415', () => {
  it('refuses a request without a token with 401 and WWW-Authenticate: Bearer', async () => {
    const response = await expectError(post('{"id": 1, "name": "Fern"}', { Authorization: '' }), 401, /bearer token is required/);
    expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/);
  });

  it('refuses a token the store does not accept, storing nothing', async () => {
    const response = await expectError(post('{"id": 1, "name": "Fern"}', { Authorization: 'Bearer wrong' }), 401, /does not accept this token/);
    expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect(listStoredPlants()).toEqual([]);
  });

  it('refuses a content type other than JSON with 415', async () => {
    await expectError(post('{"id": 1, "name": "Fern"}', { 'Content-Type': 'text/plain' }), 415, "Content-Type must be application/json, got 'text/plain'.");
  });

  it('accepts application/json with a charset', async () => {
    expect((await post('{"id": 1, "name": "Fern"}', { 'Content-Type': 'application/json; charset=utf-8' })).response.status).toBe(200);
  });

  it('refuses a body over 16 KiB with 413', async () => {
    await expectError(post(JSON.stringify({ id: 1, name: 'x'.repeat(16 * 1024) })), 413, /over 16384 bytes/);
  });

  it('refuses an oversized body sent without Content-Length by counting the bytes read', async () => {
    const chunk = new TextEncoder().encode(`{"id": 1, "name": "${'x'.repeat(10_000)}`);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(chunk);
        controller.enqueue(chunk);
        controller.close();
      },
    });
    await expectError(post(stream), 413, /over 16384 bytes/);
  });

  it('accepts a body of exactly 16 KiB', async () => {
    const envelope = JSON.stringify({ id: 1, name: '' });
    const body = JSON.stringify({ id: 1, name: 'x'.repeat(16 * 1024 - envelope.length) });
    expect(new TextEncoder().encode(body).byteLength).toBe(16 * 1024);
    expect((await post(body)).response.status).toBe(200);
  });
});

describe('the plant store over HTTP', () => {
  it('sends CORS headers that expose WWW-Authenticate on every answer', async () => {
    const ok = (await post('{"id": 1, "name": "Fern"}')).response;
    const refused = (await post('{"id": 1, "name": "Fern"}', { Authorization: '' })).response;
    for (const response of [ok, refused]) {
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(response.headers.get('access-control-expose-headers')).toContain('WWW-Authenticate');
    }
  });

  it('answers a preflight with 204 allowing Authorization and Content-Type', async () => {
    const response = await fetch(URL_, { method: 'OPTIONS' });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-headers')).toBe('Authorization, Content-Type');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
  });

  it.each(['GET', 'PUT', 'DELETE'])('answers %s with 405 and the Error body', async (method) => {
    const response = await fetch(URL_, { method });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST, OPTIONS');
    expect(v.parse(PlantErrorSchema, await response.json()).message).toContain(method);
  });

  it('stores a plant and then drops the connection when told to, so the client sees a network error', async () => {
    dropNextResponses(1);
    await expect(post('{"id": 3, "name": "Lost"}')).rejects.toThrow();
    expect(listStoredPlants()).toEqual([{ plant: { id: 3, name: 'Lost' }, timesAccepted: 1 }]);
    expect((await post('{"id": 3, "name": "Lost"}')).response.status).toBe(200);
    expect(listStoredPlants()[0]?.timesAccepted).toBe(2);
  });
});

describe('/__mock/plants', () => {
  it('lists the stored plants with how often each was accepted, and DELETE resets', async () => {
    await post('{"id": 5, "name": "Fern"}');
    await post('{"id": 5, "name": "Fern"}');
    const listed = await (await fetch('http://mock.test/__mock/plants')).json();
    expect(listed).toEqual({ plants: [{ id: 5, name: 'Fern', timesAccepted: 2 }], faults: { dropNextResponses: 0 } });
    await fetch('http://mock.test/__mock/plants', { method: 'DELETE' });
    expect(listStoredPlants()).toEqual([]);
  });

  it('sets dropped responses through PUT /__mock/plants/faults and refuses bad settings', async () => {
    const set = await fetch('http://mock.test/__mock/plants/faults', { method: 'PUT', body: '{"dropNextResponses": 2}' });
    expect(((await set.json()) as { faults: unknown }).faults).toEqual({ dropNextResponses: 2 });
    expect((await fetch('http://mock.test/__mock/plants/faults', { method: 'PUT', body: '{"drop": 1}' })).status).toBe(400);
  });
});
