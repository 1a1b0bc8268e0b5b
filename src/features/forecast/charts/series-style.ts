import { symbol, symbolCircle, symbolDiamond, symbolSquare, symbolTriangle } from 'd3-shape';

const DASHES = ['none', '6 3', '2 3', '8 3 2 3'];
const MARKERS = [symbolCircle, symbolSquare, symbolTriangle, symbolDiamond];

/** Colour class, dash pattern and marker of a line, so that lines differ in more than colour. */
export function seriesStyle(style: number) {
  const index = style % 4;
  return {
    className: `chart__series chart__series--${index}`,
    dash: DASHES[index],
    marker: (size: number) => symbol(MARKERS[index], size)() ?? undefined,
  };
}
