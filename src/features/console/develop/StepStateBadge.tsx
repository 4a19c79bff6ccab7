import { Badge } from '@chakra-ui/react';
import type { RoadState } from '@contract/developRecord';
import { developTexts as t } from './texts';

const PALETTE: Record<RoadState, string> = { done: 'green', ready: 'blue', blocked: 'orange', waiting: 'gray' };

/** 已记录 / 可记录 / 条件未满足 / 待前序步骤 */
export function StepStateBadge({ state }: { state: RoadState }) {
  return (
    <Badge colorPalette={PALETTE[state]} flexShrink={0} data-state={state}>
      {t.states[state]}
    </Badge>
  );
}

/** 已超期, beside a step or a count */
export function OverdueBadge({ children = t.overdue }: { children?: string }) {
  return (
    <Badge colorPalette="brand" flexShrink={0}>
      {children}
    </Badge>
  );
}
