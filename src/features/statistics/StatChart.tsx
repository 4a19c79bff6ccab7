import { ChartFrame } from '@/components/chart/ChartFrame';
import { useEchart } from '@/components/chart/useEchart';
import type { ChartSpec } from './charts';

const loadCharts = () => import('./charts').then(({ mountChart }) => mountChart);

/** room for each category of an `hbar` chart (a name of two lines fits), and for its value axis */
const HBAR_ROW = 30;
const HBAR_AXIS = 56;
/** The height an `hbar` chart of `count` categories needs to give every name its line (at least `min` px). */
export const hbarHeight = (count: number, min = 220): string => `${Math.max(min, count * HBAR_ROW + HBAR_AXIS)}px`;

/**
 * One statistics chart. echarts arrives in its own chunk when the first chart mounts (import()),
 * so the page's first paint (its figures and tables) does not wait for it.
 */
export function StatChart({ spec, label, testId, height = '240px' }: { spec: ChartSpec; label: string; testId: string; height?: string }) {
  const { box, state } = useEchart(loadCharts, spec);
  return <ChartFrame box={box} state={state} label={label} height={height} data-testid={testId} minW="0" className="print-whole" />;
}
