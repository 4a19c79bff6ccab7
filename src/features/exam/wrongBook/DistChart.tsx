import { ChartFrame } from '@/components/chart/ChartFrame';
import { useEchart } from '@/components/chart/useEchart';
import type { Slice } from './pieChart';
import { wrongTexts as t } from './texts';

const loadPie = () =>
  import('./pieChart').then(
    ({ mountPie }) =>
      (el: HTMLElement) =>
        mountPie(el, t.chartTitle),
  );

/**
 * The wrong questions by category as a ring chart. echarts arrives in its own chunk when the chart
 * first mounts (import()), so no other screen and not this page's first paint waits for it.
 */
export function DistChart({ slices }: { slices: Slice[] }) {
  const { box, state } = useEchart(loadPie, slices);
  return (
    <ChartFrame box={box} state={state} label={t.chartLabel(slices)} height="260px" skeletonRadius="full" data-testid="wrong-dist-chart" />
  );
}
