import { describe, expect, it } from 'vitest';
import { boxAround, boxesOverlap, leaderLine, placeLabels, zoomToShow, type Box, type Point } from '../../../src/features/map/label-layout';

const BADGE = { width: 48, height: 24 };
const POINT_SIZE = 10;

/** Web Mercator pixels at a zoom level, as Leaflet draws coordinates. */
function pixel(lat: number, lon: number, zoom: number): Point {
  const size = 256 * 2 ** zoom;
  const sin = Math.sin((lat * Math.PI) / 180);
  return { x: ((lon + 180) / 360) * size, y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size };
}

/** A small deterministic generator, so a failing layout can be reproduced. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/**
 * What a reader needs of a layout, as a list of what is wrong: no label covers another, an
 * obstacle or another label's point, and a label moved off its point leaves that point visible.
 */
function unreadable(points: readonly Point[], offsets: readonly Point[], obstacles: readonly Box[] = []): string[] {
  const problems: string[] = [];
  const labels = points.map((point, i) => boxAround({ x: point.x + offsets[i]!.x, y: point.y + offsets[i]!.y }, BADGE));
  labels.forEach((label, i) => {
    const centred = offsets[i]!.x === 0 && offsets[i]!.y === 0;
    labels.forEach((other, j) => {
      if (i < j && boxesOverlap(label, other)) problems.push(`labels ${i} and ${j} overlap`);
    });
    obstacles.forEach((obstacle) => {
      if (boxesOverlap(label, obstacle)) problems.push(`label ${i} covers an obstacle`);
    });
    points.forEach((point, j) => {
      if ((j !== i || !centred) && boxesOverlap(label, boxAround(point, { width: POINT_SIZE, height: POINT_SIZE }))) {
        problems.push(`label ${i} covers point ${j}`);
      }
    });
  });
  return problems;
}

describe('boxes', () => {
  it('overlap only when they share area, not when they merely touch', () => {
    const a = { left: 0, top: 0, right: 10, bottom: 10 };
    expect(boxesOverlap(a, { left: 9, top: 9, right: 20, bottom: 20 })).toBe(true);
    expect(boxesOverlap(a, { left: 10, top: 0, right: 20, bottom: 10 })).toBe(false);
    expect(boxesOverlap(a, { left: 0, top: 10, right: 10, bottom: 20 })).toBe(false);
    expect(boxesOverlap(a, { left: 2, top: 2, right: 4, bottom: 4 })).toBe(true);
  });
});

describe('placing labels', () => {
  it('centres every label on its point when none would touch another', () => {
    const points = [{ x: 0, y: 0 }, { x: 100, y: 0 }, { x: 0, y: 60 }];
    expect(placeLabels(points, BADGE)).toEqual([{ x: 0, y: 0 }, { x: 0, y: 0 }, { x: 0, y: 0 }]);
  });

  it('keeps the first label on its point and moves a crowding second one off its own point', () => {
    const points = [{ x: 0, y: 0 }, { x: 34, y: 0 }];
    const offsets = placeLabels(points, BADGE);
    expect(offsets[0]).toEqual({ x: 0, y: 0 });
    expect(offsets[1]).not.toEqual({ x: 0, y: 0 });
    expect(unreadable(points, offsets)).toEqual([]);
  });

  it('moves every label off two points too close for either to be centred without hiding the other', () => {
    const points = [{ x: 0, y: 0 }, { x: 6, y: -2 }];
    const offsets = placeLabels(points, BADGE);
    expect(offsets.every(({ x, y }) => x !== 0 || y !== 0)).toBe(true);
    expect(unreadable(points, offsets)).toEqual([]);
  });

  it('keeps labels off an obstacle such as the place’s pin', () => {
    const pin = { left: -15, top: -40, right: 15, bottom: 0 };
    const points = [{ x: 0, y: -20 }];
    const offsets = placeLabels(points, BADGE, { obstacles: [pin] });
    expect(unreadable(points, offsets, [pin])).toEqual([]);
  });

  it('lays out Zürich’s and London’s twenty nearest airports at the place zoom without any overlap', () => {
    const zurich = [
      [47.4, 8.65], [47.46, 8.55], [47.09, 8.31], [46.94, 8.28], [47.97, 8.52], [47.49, 9.56], [47.59, 7.53], [47.67, 9.51], [47.18, 7.42], [46.91, 7.5],
      [48.11, 7.36], [48.37, 7.83], [47.49, 6.79], [47.08, 6.79], [46.84, 6.92], [46.53, 9.88], [48.22, 9.91], [47.99, 10.24], [48.54, 7.63], [48.69, 9.22],
    ] as const;
    const london = [
      [51.51, 0.06], [51.55, -0.42], [51.33, 0.03], [51.47, -0.46], [51.15, -0.19], [51.87, -0.37], [51.88, 0.23], [51.28, -0.78], [51.32, -0.85], [51.57, 0.7],
      [51.23, -0.94], [51.62, -1.1], [52.07, -0.62], [51.19, -1.03], [50.84, -0.3], [52.21, 0.17], [51.84, -1.32], [52.36, -0.11], [50.96, 0.94], [52.13, 0.96],
    ] as const;
    for (const [airports, place] of [[zurich, [47.38, 8.54]], [london, [51.51, -0.13]]] as const) {
      const pin = pixel(place[0], place[1], 6);
      const pinBox = { left: pin.x - 15, top: pin.y - 40, right: pin.x + 15, bottom: pin.y };
      const points = airports.map(([lat, lon]) => pixel(lat, lon, 6));
      expect(unreadable(points, placeLabels(points, BADGE, { obstacles: [pinBox] }), [pinBox])).toEqual([]);
    }
  });

  it('keeps every label readable in five hundred random crowds, the same way each time', () => {
    const next = random(13);
    for (let crowd = 0; crowd < 500; crowd++) {
      const spread = 5 + next() * 200;
      const points = Array.from({ length: 1 + Math.floor(next() * 20) }, () => ({ x: next() * spread, y: next() * spread }));
      const offsets = placeLabels(points, BADGE);
      expect(unreadable(points, offsets)).toEqual([]);
      expect(placeLabels(points, BADGE)).toEqual(offsets);
    }
  });

  it('keeps a moved label near its point: within a few label heights for a crowd of twenty', () => {
    const points = Array.from({ length: 20 }, (_, i) => ({ x: (i % 5) * 3, y: Math.floor(i / 5) * 3 }));
    const offsets = placeLabels(points, BADGE);
    expect(Math.max(...offsets.map(({ x, y }) => Math.hypot(x, y)))).toBeLessThan(8 * BADGE.height);
  });
});

describe('leader lines', () => {
  it('are not drawn for a label centred on its point', () => {
    expect(leaderLine({ x: 0, y: 0 }, BADGE)).toBeUndefined();
    expect(leaderLine({ x: 12, y: 6 }, BADGE)).toBeUndefined();
  });

  it('run from the point to the nearest edge of the label on the way to its centre', () => {
    expect(leaderLine({ x: 0, y: -40 }, BADGE)).toEqual({ from: { x: 0, y: 0 }, to: { x: 0, y: -28 } });
    expect(leaderLine({ x: 60, y: 0 }, BADGE)).toEqual({ from: { x: 0, y: 0 }, to: { x: 36, y: 0 } });
    // Diagonally the top edge (12 px above the centre) is reached first: a third of the way back.
    expect(leaderLine({ x: 36, y: 36 }, BADGE)).toEqual({ from: { x: 0, y: 0 }, to: { x: 24, y: 24 } });
  });
});

describe('zoom showing every marker', () => {
  const viewport = { width: 390, height: 320 };

  it('keeps the place zoom when there is nothing else to show, or the map has no size yet', () => {
    expect(zoomToShow([], viewport, BADGE, 6)).toBe(6);
    expect(zoomToShow([{ x: 0, y: 0 }], viewport, BADGE, 6)).toBe(6);
    expect(zoomToShow([{ x: 50, y: 50 }], { width: 0, height: 0 }, BADGE, 6)).toBe(6);
  });

  it('keeps the place zoom when everything already fits, and never zooms in past it', () => {
    expect(zoomToShow([{ x: 0.5, y: -0.3 }], viewport, BADGE, 6)).toBe(6);
  });

  it('zooms out just enough that the farthest marker and its padding stay inside the view', () => {
    const offsets = [{ x: 3, y: 1 }, { x: -1, y: 2.5 }];
    const zoom = zoomToShow(offsets, viewport, BADGE, 6);
    const inside = (z: number) =>
      offsets.every(({ x, y }) => Math.abs(x) * 2 ** z <= viewport.width / 2 - BADGE.width && Math.abs(y) * 2 ** z <= viewport.height / 2 - BADGE.height);
    expect(zoom).toBeLessThan(6);
    expect(inside(zoom)).toBe(true);
    expect(inside(zoom + 1)).toBe(false);
  });

  it('shows the whole world (zoom 0) rather than a negative zoom when even that is too small', () => {
    expect(zoomToShow([{ x: 1000, y: 0 }], viewport, BADGE, 6)).toBe(0);
    expect(zoomToShow([{ x: 10, y: 0 }], { width: 60, height: 60 }, BADGE, 6)).toBe(0);
  });
});
