import { http, HttpResponse } from 'msw';
import * as v from 'valibot';
import { dropNextResponses, listStoredPlants, pendingDroppedResponses, resetPlantStore } from '../plants/store';

const PlantFaultsSchema = v.strictObject({ dropNextResponses: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100)) });

function storeState() {
  return {
    plants: listStoredPlants().map(({ plant, timesAccepted }) => ({ ...plant, timesAccepted })),
    faults: { dropNextResponses: pendingDroppedResponses() },
  };
}

/**
 * Controls of the mock plant store for end-to-end tests (never part of the contract): what
 * is stored and how often each id was accepted, a reset, and answers lost mid-request.
 */
export const plantsControlHandlers = [
  http.get('*/__mock/plants', () => HttpResponse.json(storeState())),
  http.delete('*/__mock/plants', () => {
    resetPlantStore();
    return HttpResponse.json(storeState());
  }),
  http.put('*/__mock/plants/faults', async ({ request }) => {
    const parsed = v.safeParse(PlantFaultsSchema, await request.json().catch(() => undefined));
    if (!parsed.success) return HttpResponse.json({ detail: v.summarize(parsed.issues) }, { status: 400 });
    dropNextResponses(parsed.output.dropNextResponses);
    return HttpResponse.json(storeState());
  }),
];
