import { leaderLine, type Point, type Size } from '../label-layout';

const SVG = 'http://www.w3.org/2000/svg';

/**
 * Draws a badge marker `offset` pixels from its point: centred on it when the offset is zero,
 * otherwise with a dot on the point and a line to the badge, so the badge stays tied to the
 * place it names. The element is moved, never replaced, so a badge holding focus keeps it.
 */
export function moveBadge(element: HTMLElement, offset: Point, size: Size): void {
  element.style.marginLeft = `${offset.x - size.width / 2}px`;
  element.style.marginTop = `${offset.y - size.height / 2}px`;
  element.querySelector(':scope > .map-badge__leader')?.remove();
  const line = leaderLine(offset, size);
  if (!line) return;
  // Drawn from the point, which lies (size / 2 − offset) from the badge's corner, inside its border.
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('class', 'map-badge__leader');
  svg.setAttribute('aria-hidden', 'true');
  svg.style.left = `${size.width / 2 - offset.x - element.clientLeft}px`;
  svg.style.top = `${size.height / 2 - offset.y - element.clientTop}px`;
  for (const className of ['map-badge__halo', 'map-badge__line']) {
    const path = document.createElementNS(SVG, 'line');
    path.setAttribute('class', className);
    path.setAttribute('x1', String(line.from.x));
    path.setAttribute('y1', String(line.from.y));
    path.setAttribute('x2', String(line.to.x));
    path.setAttribute('y2', String(line.to.y));
    svg.append(path);
  }
  const dot = document.createElementNS(SVG, 'circle');
  dot.setAttribute('class', 'map-badge__anchor');
  dot.setAttribute('r', '4');
  svg.append(dot);
  element.append(svg);
}
