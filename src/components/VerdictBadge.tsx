import type { ReactNode } from 'react';
import { Badge } from '@chakra-ui/react';
import type { GraduationStatus } from '@contract/userGraduation';

/** passed 合格/可以结业, failed 不合格, pending 尚未达到结业要求, none 暂未分配培训期次 */
export type VerdictTone = 'passed' | 'failed' | 'pending' | 'none';

const VERDICT_PALETTE: Record<VerdictTone, string> = { passed: 'green', failed: 'brand', pending: 'yellow', none: 'gray' };

/** The graduation or report verdict (the server's words) in its colour. */
export function VerdictBadge({
  tone,
  testId,
  size = 'lg',
  children,
}: {
  tone: VerdictTone;
  testId?: string;
  size?: 'sm' | 'md' | 'lg';
  children: ReactNode;
}) {
  return (
    <Badge size={size} colorPalette={VERDICT_PALETTE[tone]} data-testid={testId} data-tone={tone} className="verdict-badge">
      {children}
    </Badge>
  );
}

/** user/graduation's verdict: 可以结业, 尚未达到结业要求 (still in progress), 暂未分配培训期次. */
export const graduationTone = (g: Pick<GraduationStatus, 'canGraduate' | 'stage'>): VerdictTone =>
  g.canGraduate ? 'passed' : g.stage ? 'pending' : 'none';
