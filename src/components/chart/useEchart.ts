import { useEffect, useRef, useState } from 'react';
import type { EchartHandle } from './mountEchart';

export type EchartState = 'loading' | 'ready' | 'failed';

/**
 * A chart in the returned `box`: `load` brings the chart's lazy module (import(), so echarts
 * arrives in its own chunk when the first chart mounts) and mounts it; the chart follows the
 * window's and its box's size, draws `data` once mounted and again whenever it changes, and is disposed with
 * the component. `load` is read once, on mount. `state` says whether the module is still on its
 * way, drawn, or failed to arrive.
 */
export function useEchart<D>(load: () => Promise<(el: HTMLElement) => EchartHandle<D>>, data: D) {
  const box = useRef<HTMLDivElement>(null);
  const handle = useRef<EchartHandle<D> | null>(null);
  const [state, setState] = useState<EchartState>('loading');
  const loadOnce = useRef(load);

  useEffect(() => {
    let live = true;
    let observer: ResizeObserver | null = null;
    loadOnce.current().then(
      (mount) => {
        if (!live || !box.current) return;
        const el = box.current;
        handle.current = mount(el);
        setState('ready');
        // The box's own width too: on a phone it changes without a window resize (a scroll bar
        // coming or going, a panel opening beside it), and the chart must stay within the screen.
        if (typeof ResizeObserver !== 'undefined') {
          let width = el.clientWidth;
          observer = new ResizeObserver(() => {
            if (el.clientWidth === width) return;
            width = el.clientWidth;
            handle.current?.resize();
          });
          observer.observe(el);
        }
      },
      () => live && setState('failed'),
    );
    const onResize = () => handle.current?.resize();
    window.addEventListener('resize', onResize);
    return () => {
      live = false;
      observer?.disconnect();
      window.removeEventListener('resize', onResize);
      handle.current?.dispose();
      handle.current = null;
    };
  }, []);

  useEffect(() => {
    if (state === 'ready') handle.current?.update(data);
  }, [data, state]);

  return { box, state };
}
