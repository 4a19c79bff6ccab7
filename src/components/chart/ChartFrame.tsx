import type { RefObject } from 'react';
import { Box, Skeleton, Text, type BoxProps } from '@chakra-ui/react';
import type { EchartState } from './useEchart';

const FAILED = '图表加载失败，请刷新页面重试';

/**
 * The place of a useEchart chart: an image with its text alternative `label`, a skeleton (shaped
 * by `skeletonRadius`) while echarts is on its way, a notice where it could not arrive, and the box
 * the chart is drawn in, `height` high. Other props go to the outer box.
 */
export function ChartFrame({
  box,
  state,
  label,
  height,
  skeletonRadius,
  ...rest
}: {
  box: RefObject<HTMLDivElement | null>;
  state: EchartState;
  label: string;
  height: string;
  skeletonRadius?: BoxProps['borderRadius'];
} & Omit<BoxProps, 'children' | 'height'>) {
  return (
    <Box position="relative" role="img" aria-label={label} {...rest}>
      {state === 'loading' ? <Skeleton position="absolute" inset="0" borderRadius={skeletonRadius} /> : null}
      {state === 'failed' ? (
        <Text color="fg.muted" fontSize="sm" position="absolute" inset="0" display="flex" alignItems="center" justifyContent="center">
          {FAILED}
        </Text>
      ) : null}
      <Box ref={box} h={height} w="100%" />
    </Box>
  );
}
