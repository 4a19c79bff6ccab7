import { useEffect, useRef, useState } from 'react';
import { Box, Skeleton, Text } from '@chakra-ui/react';
import type { ChartHandle, ChartSpec } from './charts';
import { statTexts as t } from './texts';

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
  const box = useRef<HTMLDivElement>(null);
  const handle = useRef<ChartHandle | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    let live = true;
    import('./charts').then(
      ({ mountChart }) => {
        if (!live || !box.current) return;
        handle.current = mountChart(box.current);
        setState('ready');
      },
      () => live && setState('failed'),
    );
    const onResize = () => handle.current?.resize();
    window.addEventListener('resize', onResize);
    return () => {
      live = false;
      window.removeEventListener('resize', onResize);
      handle.current?.dispose();
      handle.current = null;
    };
  }, []);

  useEffect(() => {
    if (state === 'ready') handle.current?.update(spec);
  }, [spec, state]);

  return (
    <Box position="relative" role="img" aria-label={label} data-testid={testId} minW="0" className="print-whole">
      {state === 'loading' ? <Skeleton position="absolute" inset="0" /> : null}
      {state === 'failed' ? (
        <Text color="fg.muted" fontSize="sm" position="absolute" inset="0" display="flex" alignItems="center" justifyContent="center">
          {t.chartFailed}
        </Text>
      ) : null}
      <Box ref={box} h={height} w="100%" />
    </Box>
  );
}
