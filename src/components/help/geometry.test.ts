import { clampPosition, clampSize, helpUrlWithToken, hiddenCorner, initialGeometry, MIN_SIZE, resizeBy, resizeStart } from './geometry';

const viewport = { width: 1366, height: 768 };
const size = { width: 480, height: 600 };

describe('clampSize', () => {
  it('never goes below 300x200', () => {
    expect(clampSize({ width: 10, height: 10 })).toEqual(MIN_SIZE);
    expect(clampSize({ width: 299, height: 500 })).toEqual({ width: 300, height: 500 });
    expect(clampSize({ width: 640, height: 199 })).toEqual({ width: 640, height: 200 });
  });
  it('keeps larger sizes', () => {
    expect(clampSize({ width: 800, height: 600 })).toEqual({ width: 800, height: 600 });
  });
});

describe('clampPosition', () => {
  it('leaves a position inside the window alone', () => {
    expect(clampPosition({ x: 100, y: 100 }, size, viewport)).toEqual({ x: 100, y: 100 });
  });
  it('keeps 100 px inside on the left', () => {
    expect(clampPosition({ x: -5000, y: 100 }, size, viewport)).toEqual({ x: 100 - 480, y: 100 });
  });
  it('keeps 100 px inside on the right', () => {
    expect(clampPosition({ x: 5000, y: 100 }, size, viewport)).toEqual({ x: 1366 - 100, y: 100 });
  });
  it('keeps the title bar below the top edge', () => {
    expect(clampPosition({ x: 100, y: -300 }, size, viewport).y).toBe(0);
  });
  it('keeps 100 px inside at the bottom', () => {
    expect(clampPosition({ x: 100, y: 5000 }, size, viewport).y).toBe(768 - 100);
  });
  it('re-clamps after the window shrinks', () => {
    const pos = clampPosition({ x: 1800, y: 900 }, size, { width: 1920, height: 1080 });
    expect(pos).toEqual({ x: 1800, y: 900 });
    expect(clampPosition(pos, size, viewport)).toEqual({ x: 1266, y: 668 });
  });
  it('always leaves at least 100 px visible on every side', () => {
    for (const p of [
      { x: -1e6, y: -1e6 },
      { x: 1e6, y: 1e6 },
      { x: -1e6, y: 1e6 },
      { x: 1e6, y: -1e6 },
    ]) {
      const { x, y } = clampPosition(p, size, viewport);
      const visibleW = Math.min(x + size.width, viewport.width) - Math.max(x, 0);
      const visibleH = Math.min(y + size.height, viewport.height) - Math.max(y, 0);
      expect(visibleW).toBeGreaterThanOrEqual(100);
      expect(visibleH).toBeGreaterThanOrEqual(100);
    }
  });
});

describe('resizeBy', () => {
  const visibleWidth = (g: { x: number; width: number }) => Math.min(g.x + g.width, viewport.width) - Math.max(g.x, 0);
  it('keeps 100 px inside when a panel pushed off the left edge is made narrower', () => {
    // dragged to the far left: x = 100 - 480; the corner dragged 90 px to the left
    const g = resizeBy({ x: -380, y: 100, width: 480, height: 600 }, -90, 0, viewport);
    expect(g.width).toBe(390);
    expect(visibleWidth(g)).toBe(100);
    expect(g.x).toBe(-290);
  });
  it('never goes below 300x200 and leaves a panel inside the window where it is', () => {
    expect(resizeBy({ x: 100, y: 100, width: 480, height: 600 }, -1000, -1000, viewport)).toEqual({
      x: 100,
      y: 100,
      width: 300,
      height: 200,
    });
    expect(resizeBy({ x: 100, y: 100, width: 480, height: 600 }, 40, -20, viewport)).toEqual({ x: 100, y: 100, width: 520, height: 580 });
  });
});

describe('resize corner of a panel the window cuts off', () => {
  it('is drawn at the window’s edge when the panel was dragged down or right', () => {
    const down = { x: 100, y: 668, width: 480, height: 600 };
    expect(hiddenCorner(down, viewport)).toEqual({ right: 0, bottom: 500 });
    const right = { x: 1266, y: 100, width: 480, height: 600 };
    expect(hiddenCorner(right, viewport)).toEqual({ right: 380, bottom: 0 });
    expect(hiddenCorner({ x: 100, y: 100, width: 480, height: 600 }, viewport)).toEqual({ right: 0, bottom: 0 });
  });
  it('starts a resize from the visible part, so the corner follows the pointer', () => {
    const down = { x: 100, y: 468, width: 480, height: 600 };
    const from = resizeStart(down, viewport);
    expect(from).toEqual({ x: 100, y: 468, width: 480, height: 300 });
    // the drawn corner is at the window's bottom edge; 50 px up makes the panel end 50 px above it
    expect(resizeBy(from, 0, -50, viewport)).toEqual({ x: 100, y: 468, width: 480, height: 250 });
    const inside = { x: 100, y: 100, width: 480, height: 600 };
    expect(resizeStart(inside, viewport)).toBe(inside);
  });
});

describe('initialGeometry', () => {
  it('fits inside a 1366x768 window', () => {
    const g = initialGeometry(viewport);
    expect(g.x).toBeGreaterThanOrEqual(0);
    expect(g.x + g.width).toBeLessThanOrEqual(1366);
    expect(g.y + g.height).toBeLessThanOrEqual(768);
  });
});

describe('helpUrlWithToken', () => {
  it('adds a query string', () => {
    expect(helpUrlWithToken('/help/', 'abc')).toBe('/help/?qgToken=abc');
  });
  it('respects an existing query string and hash', () => {
    expect(helpUrlWithToken('https://h.example/x?a=1#top', 't 1')).toBe('https://h.example/x?a=1&qgToken=t%201#top');
    expect(helpUrlWithToken('/help/?', 'abc')).toBe('/help/?qgToken=abc');
  });
  it('handles a missing token or address', () => {
    expect(helpUrlWithToken('/help/', null)).toBe('/help/');
    expect(helpUrlWithToken('', 'abc')).toBe('');
  });
});
