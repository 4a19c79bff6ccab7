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
