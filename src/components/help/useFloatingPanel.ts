import { useCallback, useEffect, useRef, useState } from 'react';
import type { PointerEvent as ReactPointerEvent } from 'react';
import { clampPosition, hiddenCorner, initialGeometry, resizeBy, resizeStart, type Point, type Size } from './geometry';

function viewportSize(): Size {
  return { width: window.innerWidth, height: window.innerHeight };
}

type Mode = 'drag' | 'resize';

/** Position and size of a floating panel moved by one handle and resized by another. */
export function useFloatingPanel() {
  const [geo, setGeo] = useState(() => initialGeometry(viewportSize()));
  const [active, setActive] = useState<Mode | null>(null);
  const start = useRef<{ pointer: Point; geo: Point & Size } | null>(null);

  // Keep the panel reachable after the window itself is resized.
  useEffect(() => {
    const onResize = () => setGeo((g) => ({ ...g, ...clampPosition(g, g, viewportSize()) }));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  const begin = useCallback(
    (mode: Mode) => (e: ReactPointerEvent<HTMLElement>) => {
      if (e.button !== 0) return;
      e.preventDefault();
      e.currentTarget.setPointerCapture?.(e.pointerId);
      // a resize starts from the corner as drawn (on screen), not from one the window cuts off
      const from = mode === 'resize' ? resizeStart(geo, viewportSize()) : geo;
      start.current = { pointer: { x: e.clientX, y: e.clientY }, geo: from };
      if (from !== geo) setGeo(from);
      setActive(mode);
    },
    [geo],
  );

  const move = useCallback(
    (e: ReactPointerEvent<HTMLElement>) => {
      const s = start.current;
      if (!s || !active) return;
      const dx = e.clientX - s.pointer.x;
      const dy = e.clientY - s.pointer.y;
      if (active === 'drag') {
        setGeo({ ...s.geo, ...clampPosition({ x: s.geo.x + dx, y: s.geo.y + dy }, s.geo, viewportSize()) });
      } else {
        setGeo(resizeBy(s.geo, dx, dy, viewportSize()));
      }
    },
    [active],
  );

  const end = useCallback((e: ReactPointerEvent<HTMLElement>) => {
    e.currentTarget.releasePointerCapture?.(e.pointerId);
    start.current = null;
    setActive(null);
  }, []);

  const handlers = (mode: Mode) => ({
    onPointerDown: begin(mode),
    onPointerMove: move,
    onPointerUp: end,
    onPointerCancel: end,
  });

  // where to draw the resize corner: inside the window even when the panel reaches beyond it
  const corner = hiddenCorner(geo, viewportSize());
  return { geo, active, corner, dragHandle: handlers('drag'), resizeHandle: handlers('resize') };
}
