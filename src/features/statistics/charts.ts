// Only what the statistics charts draw, so their lazy chunk stays small: echarts/core, bar, line
// and pie, the grid and tooltip, and the SVG renderer (sharp at any zoom, renders under jsdom).
import { use as registerParts, type ComposeOption } from 'echarts/core';
import { BarChart, LineChart, PieChart, type BarSeriesOption, type LineSeriesOption, type PieSeriesOption } from 'echarts/charts';
import { GridComponent, TooltipComponent, type GridComponentOption, type TooltipComponentOption } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import { palette } from '@contract/palette';
import { mountEchart } from '@/components/chart/mountEchart';

registerParts([BarChart, LineChart, PieChart, GridComponent, TooltipComponent, SVGRenderer]);

type Option = ComposeOption<BarSeriesOption | LineSeriesOption | PieSeriesOption | GridComponentOption | TooltipComponentOption>;

/**
 * What a chart shows: one value per category, in `unit`; `hbar` is a bar chart lying down, for
 * named categories (the lesson tags), each name on its own line, the first at the top, however
 * many there are (StatChart's hbarHeight gives it the room). `tooltips` (optional) name each category
 * in full; `valueTexts` (optional) say each value as the page's tables do (1 分 29 秒, where the
 * bar is 1.5 分钟), for the tooltip and the pie's labels.
 */
export interface ChartSpec {
  kind: 'bar' | 'hbar' | 'line' | 'pie';
  seriesName: string;
  unit: string;
  categories: string[];
  values: number[];
  tooltips?: string[];
  valueTexts?: string[];
}

/** up to this many categories (the weeks) every label is drawn; more (30 days): echarts thins them */
const FEW_CATEGORIES = 8;

const PALETTE = [palette.brand[500], palette.gold, '#2b6cb0', '#2f855a', palette.brand[300], '#dd6b20', '#4a5568'];

function optionOf(spec: ChartSpec): Option {
  const name = (i: number) => spec.tooltips?.[i] ?? spec.categories[i] ?? '';
  const valueText = (i: number, value: number) => spec.valueTexts?.[i] ?? `${value} ${spec.unit}`;
  if (spec.kind === 'pie') {
    type Slice = { name: string; value: number; dataIndex: number; percent: number };
    return {
      color: PALETTE,
      tooltip: { trigger: 'item', formatter: (p) => `${(p as Slice).name}：${valueText((p as Slice).dataIndex, (p as Slice).value)}` },
      series: [
        {
          name: spec.seriesName,
          type: 'pie',
          radius: ['38%', '68%'],
          percentPrecision: 0,
          label: {
            formatter: (p) =>
              `${(p as Slice).name}\n${valueText((p as Slice).dataIndex, (p as Slice).value)}（${Math.round((p as Slice).percent)}%）`,
            fontSize: 12,
          },
          data: spec.categories.map((c, i) => ({ name: c, value: spec.values[i] })),
        },
      ],
    };
  }
  if (spec.kind === 'hbar') {
    return {
      color: PALETTE,
      // the grid shrinks to hold the axes' labels (echarts 6's containLabel); a name wider than 100px wraps
      grid: { left: 8, right: 40, top: 8, bottom: 8, outerBoundsMode: 'same', outerBoundsContain: 'axisLabel' },
      tooltip: {
        trigger: 'axis',
        axisPointer: { type: 'shadow' },
        formatter: (params) => {
          const p = (Array.isArray(params) ? params[0] : params) as { dataIndex: number; value: number };
          return `${name(p.dataIndex)}<br/>${spec.seriesName}：${valueText(p.dataIndex, p.value)}`;
        },
      },
      // the unit is said beside each bar (1 门), not at the axis's end below the last name
      xAxis: { type: 'value', minInterval: 1 },
      yAxis: {
        type: 'category',
        data: spec.categories,
        inverse: true,
        axisTick: { show: false },
        axisLabel: { fontSize: 12, interval: 0, width: 100, overflow: 'break', lineHeight: 14 },
      },
      series: [
        {
          name: spec.seriesName,
          type: 'bar',
          data: spec.values,
          barMaxWidth: 16,
          label: {
            show: true,
            position: 'right',
            fontSize: 11,
            color: '#4a5568',
            formatter: (p) => valueText((p as { dataIndex: number }).dataIndex, (p as { value: number }).value),
          },
        },
      ],
    };
  }
  return {
    color: PALETTE,
    grid: { left: 48, right: 16, top: 24, bottom: spec.categories.length <= FEW_CATEGORIES ? 44 : 32 },
    tooltip: {
      trigger: 'axis',
      formatter: (params) => {
        const p = (Array.isArray(params) ? params[0] : params) as { dataIndex: number; value: number };
        return `${name(p.dataIndex)}<br/>${spec.seriesName}：${valueText(p.dataIndex, p.value)}`;
      },
    },
    // a few categories: every label shown, wrapped; many dates: echarts thins them (named categories: hbar)
    xAxis: {
      type: 'category',
      data: spec.categories,
      axisLabel: spec.categories.length <= FEW_CATEGORIES ? { fontSize: 11, interval: 0, width: 64, overflow: 'break' } : { fontSize: 11 },
    },
    yAxis: { type: 'value', name: spec.unit, minInterval: 1 },
    series: [
      spec.kind === 'bar'
        ? { name: spec.seriesName, type: 'bar', data: spec.values, barMaxWidth: 28 }
        : { name: spec.seriesName, type: 'line', data: spec.values, areaStyle: { opacity: 0.15 } },
    ],
  };
}

/** A chart in `el` that draws a spec at each update. */
export const mountChart = (el: HTMLElement) => mountEchart(el, optionOf);
