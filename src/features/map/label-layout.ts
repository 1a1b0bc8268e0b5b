// Where map labels go so that none covers another, in screen pixels: pure geometry over boxes.

export interface Point {
  readonly x: number;
  readonly y: number;
}

export interface Size {
  readonly width: number;
  readonly height: number;
}

export interface Box {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

export function boxesOverlap(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/** A box of `size` centred on `centre`, grown by `margin` on every side. */
export function boxAround(centre: Point, size: Size, margin = 0): Box {
  const halfWidth = size.width / 2 + margin;
  const halfHeight = size.height / 2 + margin;
  return { left: centre.x - halfWidth, top: centre.y - halfHeight, right: centre.x + halfWidth, bottom: centre.y + halfHeight };
}

export interface LabelLayoutOptions {
  /** Boxes no label may cover (the selected place's pin). */
  readonly obstacles?: readonly Box[];
  /** Empty space kept between a label and anything else. */
  readonly gap?: number;
  /** Side of the square kept clear around every point that is not under its own centred label. */
  readonly pointSize?: number;
}

const GAP = 2;
const POINT_SIZE = 10;

/**
 * Each label's offset from its point (`{0, 0}`: centred), so no label overlaps another, an obstacle or another's
 * point; a label that must move leaves its own point uncovered for a leader line. Earlier points stay closest.
 */
export function placeLabels(points: readonly Point[], size: Size, options: LabelLayoutOptions = {}): Point[] {
  const { obstacles = [], gap = GAP, pointSize = POINT_SIZE } = options;
  const pointBox = (point: Point) => boxAround(point, { width: pointSize, height: pointSize });
  const placed: Box[] = [];
  // Steps of half the label's height (and the same horizontally) pack labels tightly enough.
  const step = size.height / 2;
  return points.map((point, index) => {
    const others = points.filter((_, other) => other !== index).map(pointBox);
    const own = pointBox(point);
    const offsets = candidateOffsets(step);
    // Endless candidates: beyond every box placed so far, a position is always free.
    for (;;) {
      const offset = offsets.next().value;
      const centre = { x: point.x + offset.x, y: point.y + offset.y };
      const box = boxAround(centre, size, gap);
      const centred = offset.x === 0 && offset.y === 0;
      const blocked =
        placed.some((other) => boxesOverlap(box, other)) ||
        obstacles.some((other) => boxesOverlap(box, other)) ||
        others.some((other) => boxesOverlap(box, other)) ||
        (!centred && boxesOverlap(box, own));
      if (!blocked) {
        placed.push(boxAround(centre, size));
        return offset;
      }
    }
  });
}

// Offsets on a square grid, ring by ring from `{0, 0}`, nearest first, ties clockwise from straight up
// (so a crowd fans out the same way every time). Endless: the caller stops at the first free one.
function* candidateOffsets(step: number): Generator<Point, never> {
  yield { x: 0, y: 0 };
  for (let ring = 1; ; ring++) {
    const cells: Point[] = [];
    for (let i = -ring; i <= ring; i++) {
      for (let j = -ring; j <= ring; j++) {
        if (Math.max(Math.abs(i), Math.abs(j)) === ring) cells.push({ x: i * step, y: j * step });
      }
    }
    cells.sort((a, b) => Math.hypot(a.x, a.y) - Math.hypot(b.x, b.y) || clockwiseFromUp(a) - clockwiseFromUp(b));
    yield* cells;
  }
}

function clockwiseFromUp({ x, y }: Point): number {
  const angle = Math.atan2(x, -y);
  return angle < 0 ? angle + 2 * Math.PI : angle;
}

/** The leader line from a point to the edge of its label at `offset`; undefined when the label covers its point. */
export function leaderLine(offset: Point, size: Size): { from: Point; to: Point } | undefined {
  // From the label's centre towards the point, the edge is crossed at fraction `t` of the way.
  const towardsPoint = { x: -offset.x, y: -offset.y };
  const t = Math.min(
    towardsPoint.x === 0 ? Infinity : size.width / 2 / Math.abs(towardsPoint.x),
    towardsPoint.y === 0 ? Infinity : size.height / 2 / Math.abs(towardsPoint.y),
  );
  if (t >= 1) return undefined;
  return { from: { x: 0, y: 0 }, to: { x: offset.x + towardsPoint.x * t, y: offset.y + towardsPoint.y * t } };
}

/** The highest zoom, at most `maxZoom`, showing every point with `padding`; `offsets` are pixels at zoom 0. */
export function zoomToShow(offsets: readonly Point[], viewport: Size, padding: Size, maxZoom: number): number {
  // A map not laid out yet (no size) keeps the regional zoom rather than showing the world.
  if (viewport.width <= 0 || viewport.height <= 0) return maxZoom;
  const reachX = Math.max(0, ...offsets.map((offset) => Math.abs(offset.x)));
  const reachY = Math.max(0, ...offsets.map((offset) => Math.abs(offset.y)));
  const scale = Math.min(
    reachX === 0 ? Infinity : (viewport.width / 2 - padding.width) / reachX,
    reachY === 0 ? Infinity : (viewport.height / 2 - padding.height) / reachY,
  );
  if (scale === Infinity) return maxZoom;
  if (scale <= 0) return 0;
  return Math.max(0, Math.min(maxZoom, Math.floor(Math.log2(scale))));
}
