// Geometry of the floating help panel, kept pure so it can be tested without a browser.

export interface Point {
  x: number;
  y: number;
}
export interface Size {
  width: number;
  height: number;
}

export const MIN_SIZE: Size = { width: 300, height: 200 };
/** How much of the panel must stay inside the window while it is dragged. */
export const KEEP_VISIBLE = 100;

/** Never smaller than the minimum size. */
export function clampSize(size: Size, min: Size = MIN_SIZE): Size {
  return { width: Math.max(min.width, Math.round(size.width)), height: Math.max(min.height, Math.round(size.height)) };
}

/**
 * Keeps at least `keep` px of the panel inside the viewport on the left, right and bottom,
 * and never lets the title bar leave the top edge (so the panel can always be dragged back).
 */
export function clampPosition(pos: Point, size: Size, viewport: Size, keep: number = KEEP_VISIBLE): Point {
  const keepX = Math.min(keep, size.width);
  const keepY = Math.min(keep, size.height);
  const minX = keepX - size.width;
  const maxX = Math.max(minX, viewport.width - keepX);
  const minY = 0;
  const maxY = Math.max(minY, viewport.height - keepY);
  return {
    x: Math.round(Math.min(maxX, Math.max(minX, pos.x))),
    y: Math.round(Math.min(maxY, Math.max(minY, pos.y))),
  };
}

/**
 * How far the window cuts the panel off on the right and at the bottom: the resize corner is
 * drawn that far in from the panel's own corner, so it stays on screen after a drag down or right.
 */
export function hiddenCorner(geo: Point & Size, viewport: Size): { right: number; bottom: number } {
  return {
    right: Math.max(0, Math.min(geo.width - KEEP_VISIBLE, geo.x + geo.width - viewport.width)),
    bottom: Math.max(0, Math.min(geo.height - KEEP_VISIBLE, geo.y + geo.height - viewport.height)),
  };
}

/**
 * Where a resize starts: the panel trimmed to what the window shows of it on the right and at the
 * bottom (never below the minimum), so its corner is where the drawn corner is and follows the pointer.
 */
export function resizeStart(geo: Point & Size, viewport: Size): Point & Size {
  const cut = hiddenCorner(geo, viewport);
  if (cut.right === 0 && cut.bottom === 0) return geo;
  return { x: geo.x, y: geo.y, ...clampSize({ width: geo.width - cut.right, height: geo.height - cut.bottom }) };
}

/**
 * The panel resized from `start` by the pointer's move: never below the minimum size, then held
 * like a dragged panel (at least KEEP_VISIBLE px inside the window), so shrinking a panel pushed
 * off the left edge cannot leave a sliver that can no longer be grabbed.
 */
export function resizeBy(start: Point & Size, dx: number, dy: number, viewport: Size): Point & Size {
  const size = clampSize({ width: start.width + dx, height: start.height + dy });
  return { ...clampPosition(start, size, viewport), ...size };
}

/** Where the panel first appears: near the top-right corner, fully inside when it fits. */
export function initialGeometry(viewport: Size): Point & Size {
  const size = clampSize({
    width: Math.min(480, viewport.width - 40),
    height: Math.min(600, viewport.height - 120),
  });
  const pos = clampPosition({ x: viewport.width - size.width - 24, y: 80 }, size, viewport);
  return { ...pos, ...size };
}

/** Appends qgToken to the help address, respecting an existing query string and hash. */
export function helpUrlWithToken(helpUrl: string, token: string | null): string {
  if (!helpUrl) return '';
  if (!token) return helpUrl;
  const hashAt = helpUrl.indexOf('#');
  const base = hashAt >= 0 ? helpUrl.slice(0, hashAt) : helpUrl;
  const hash = hashAt >= 0 ? helpUrl.slice(hashAt) : '';
  const sep = base.includes('?') ? (base.endsWith('?') || base.endsWith('&') ? '' : '&') : '?';
  return `${base}${sep}qgToken=${encodeURIComponent(token)}${hash}`;
}
