// Only what the distribution chart draws, so its lazy chunk stays small: echarts/core, the pie and
// the SVG renderer (sharp text at any zoom, and it renders under jsdom in tests). No tooltip: the
// labels already carry the count and share, and the tooltip component weighs as much as the pie.
import { use as registerParts, type ComposeOption } from 'echarts/core';
import { PieChart, type PieSeriesOption } from 'echarts/charts';
import { SVGRenderer } from 'echarts/renderers';
import { palette } from '@contract/palette';
import { mountEchart } from '@/components/chart/mountEchart';

registerParts([PieChart, SVGRenderer]);

export interface Slice {
  name: string;
  value: number;
}

type Option = ComposeOption<PieSeriesOption>;

// The brand red and gold first, then neutral hues that stay apart from them.
const PALETTE = [palette.brand[500], palette.gold, '#2b6cb0', '#2f855a', palette.brand[300], '#dd6b20', '#4a5568', '#805ad5'];

function optionOf(slices: Slice[], seriesName: string): Option {
  return {
    color: PALETTE,
    series: [
      {
        name: seriesName,
        type: 'pie',
        radius: ['38%', '68%'],
        avoidLabelOverlap: true,
        percentPrecision: 0,
        label: { formatter: '{b}\n{c} 题（{d}%）', fontSize: 13 },
        data: slices,
      },
    ],
  };
}

/** A chart in `el` that draws the slices at each update, under `seriesName`. */
export const mountPie = (el: HTMLElement, seriesName: string) => mountEchart(el, (slices: Slice[]) => optionOf(slices, seriesName));
