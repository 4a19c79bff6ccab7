import { init, type EChartsCoreOption } from 'echarts/core';

/** A chart drawn in a box: `update` draws the data, `resize` follows the box, `dispose` frees it. */
export interface EchartHandle<D> {
  update: (data: D) => void;
  resize: () => void;
  dispose: () => void;
}

/**
 * An echarts instance in `el` that draws each update from `optionOf(data)`, replacing the last
 * drawing (notMerge: a shorter series leaves nothing behind). SVG renderer: sharp at any zoom, and
 * it renders under jsdom in tests. Imported only by the charts' lazy modules, so echarts stays out
 * of the screens' own chunks.
 */
export function mountEchart<D>(el: HTMLElement, optionOf: (data: D) => EChartsCoreOption): EchartHandle<D> {
  const chart = init(el, undefined, { renderer: 'svg' });
  return {
    update: (data) => chart.setOption(optionOf(data), { notMerge: true }),
    resize: () => chart.resize(),
    dispose: () => chart.dispose(),
  };
}
