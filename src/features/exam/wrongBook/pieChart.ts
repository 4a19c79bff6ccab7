// Only what the distribution chart draws, so its lazy chunk stays small: echarts/core, the pie,
// the tooltip and the SVG renderer (sharp text at any zoom, and it renders under jsdom in tests).
import { init, use as registerParts, type ComposeOption } from 'echarts/core';
import { PieChart, type PieSeriesOption } from 'echarts/charts';
import { TooltipComponent, type TooltipComponentOption } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import { palette } from '@contract/palette';

registerParts([PieChart, TooltipComponent, SVGRenderer]);

export interface Slice {
  name: string;
  value: number;
}

type Option = ComposeOption<PieSeriesOption | TooltipComponentOption>;

// The brand red and gold first, then neutral hues that stay apart from them.
const PALETTE = [palette.brand[500], palette.gold, '#2b6cb0', '#2f855a', palette.brand[300], '#dd6b20', '#4a5568', '#805ad5'];

function optionOf(slices: Slice[], seriesName: string): Option {
  return {
    color: PALETTE,
    tooltip: { trigger: 'item', formatter: '{b}：{c} 题（{d}%）' },
    series: [
      {
        name: seriesName,
        type: 'pie',
        radius: ['38%', '68%'],
        avoidLabelOverlap: true,
        label: { formatter: '{b}\n{c} 题', fontSize: 13 },
        data: slices,
      },
    ],
  };
}

/** A chart in `el`; `update` draws the slices, `resize` follows the box, `dispose` frees it. */
export function mountPie(el: HTMLElement, seriesName: string) {
  const chart = init(el, undefined, { renderer: 'svg' });
  return {
    update: (next: Slice[]) => chart.setOption(optionOf(next, seriesName), { notMerge: true }),
    resize: () => chart.resize(),
    dispose: () => chart.dispose(),
  };
}

export type PieHandle = ReturnType<typeof mountPie>;
