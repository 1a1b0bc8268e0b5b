import { http, HttpResponse } from 'msw';
import * as v from 'valibot';
import { currentFaults, resetFaults, setFaults } from '../http/faults';

const FaultsPatchSchema = v.partial(
  v.strictObject({
    latencyMs: v.pipe(v.number(), v.minValue(0), v.maxValue(60_000)),
    errorRate: v.pipe(v.number(), v.minValue(0), v.maxValue(1)),
    outage: v.boolean(),
  }),
);

/**
 * Controls of the mock itself, for end-to-end tests and development (never part of the
 * contract): read or change fault injection while the server runs.
 */
export const mockControlHandlers = [
  http.get('*/__mock/faults', () => HttpResponse.json(currentFaults())),
  http.put('*/__mock/faults', async ({ request }) => {
    const parsed = v.safeParse(FaultsPatchSchema, await request.json().catch(() => undefined));
    if (!parsed.success) return HttpResponse.json({ detail: v.summarize(parsed.issues) }, { status: 400 });
    setFaults(parsed.output);
    return HttpResponse.json(currentFaults());
  }),
  http.delete('*/__mock/faults', () => {
    resetFaults();
    return HttpResponse.json(currentFaults());
  }),
];
