import { useEffect, useRef, useState } from 'react';
import { Box, Skeleton, Text } from '@chakra-ui/react';
import type { PieHandle, Slice } from './pieChart';
import { wrongTexts as t } from './texts';

/**
 * The wrong questions by category as a ring chart. echarts arrives in its own chunk when the chart
 * first mounts (import()), so no other screen and not this page's first paint waits for it.
 */
export function DistChart({ slices }: { slices: Slice[] }) {
  const box = useRef<HTMLDivElement>(null);
  const handle = useRef<PieHandle | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    let live = true;
    import('./pieChart').then(
      ({ mountPie }) => {
        if (!live || !box.current) return;
        handle.current = mountPie(box.current, t.chartTitle);
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

  // Runs once the chart is mounted and again whenever the data changes.
  useEffect(() => {
    if (state === 'ready') handle.current?.update(slices);
  }, [slices, state]);

  return (
    <Box position="relative" role="img" aria-label={t.chartLabel(slices)} data-testid="wrong-dist-chart">
      {state === 'loading' ? <Skeleton position="absolute" inset="0" borderRadius="full" /> : null}
      {state === 'failed' ? (
        <Text color="fg.muted" fontSize="sm" position="absolute" inset="0" display="flex" alignItems="center" justifyContent="center">
          {t.chartFailed}
        </Text>
      ) : null}
      <Box ref={box} h="260px" w="100%" />
    </Box>
  );
}
