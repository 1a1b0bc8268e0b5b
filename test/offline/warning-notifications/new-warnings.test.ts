import { describe, expect, it } from 'vitest';
import { forecastWarnings } from '../../../src/lib/weather-warnings/forecast-warnings';
import { savedPlaceId } from '../../../src/offline/saved-places-document';
import { warningsToTell, type PlaceWarnings } from '../../../src/offline/warning-notifications/new-warnings';
import { calmWeek, HOUR } from '../../support/warning-forecast';

/** Monday 12 January 2026, midnight UTC; the check runs at 10:00. */
const MONDAY = Date.UTC(2026, 0, 12);
const NOW = MONDAY + 10 * HOUR;
const zurich = { slug: 'zurich', name: 'Zürich', lat: 47.3769, lon: 8.5417 };
const oslo = { slug: 'oslo', name: 'Oslo', lat: 59.9139, lon: 10.7522 };

const at = (place: typeof zurich, hours: NonNullable<Parameters<typeof calmWeek>[2]>['hours'], now = NOW): PlaceWarnings => ({
  place,
  warnings: forecastWarnings(calmWeek('UTC', MONDAY, { hours }), { now }),
});

/** What a check tells, then records as told (as tellOnce does). */
function check(places: PlaceWarnings[], told: Map<string, string[]>) {
  const chosen = warningsToTell(places, told);
  for (const { place, warning } of chosen) told.set(place, [...(told.get(place) ?? []), warning]);
  return chosen.map(({ about, details }) => `${about.name}: ${details.kind} ${details.severity}`);
}

describe('which warnings are new', () => {
  it('tells each hazard of each place once, and the same hazard never again as its hours pass', () => {
    const told = new Map<string, string[]>();
    const gale = { 14: { gust: 75 }, 15: { gust: 80 } };
    expect(check([at(zurich, gale), at(oslo, { 20: { temperature: -2 } })], told)).toEqual(['Zürich: wind warning', 'Oslo: frost warning']);
    expect(check([at(zurich, gale), at(oslo, { 20: { temperature: -2 } })], told)).toEqual([]);
    // Later the same day the forecast moves the gale by an hour: the same hazard.
    expect(check([at(zurich, { 15: { gust: 75 }, 16: { gust: 78 } }, NOW + 3 * HOUR)], told)).toEqual([]);
  });

  it('tells a hazard again when it grows more severe, and not when it calms back down', () => {
    const told = new Map<string, string[]>();
    check([at(zurich, { 14: { gust: 75 } })], told);
    expect(check([at(zurich, { 14: { gust: 95 } })], told)).toEqual(['Zürich: wind severe']);
    expect(check([at(zurich, { 14: { gust: 75 } })], told)).toEqual([]);
  });

  it('tells a new occurrence on another day, and the same hazard at another place', () => {
    const told = new Map<string, string[]>();
    check([at(zurich, { 14: { gust: 75 } })], told);
    expect(check([at(zurich, { 14: { gust: 75 }, 30: { gust: 75 } })], told)).toEqual(['Zürich: wind warning']);
    expect(check([at(oslo, { 14: { gust: 75 } })], told)).toEqual(['Oslo: wind warning']);
  });

  it('does not tell a hazard the person dismissed: a dismissed warning stays among the told', () => {
    const told = new Map([[savedPlaceId(zurich), [at(zurich, { 14: { gust: 75 } }).warnings[0]?.id ?? '']]]);
    expect(check([at(zurich, { 14: { gust: 75 } })], told)).toEqual([]);
  });
});
