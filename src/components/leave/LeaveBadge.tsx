import { Badge } from '@chakra-ui/react';
import { leaveStateTexts, type LeaveState } from './texts';

const PALETTE: Record<LeaveState, string> = { pending: 'yellow', approved: 'green', rejected: 'brand' };

/** Where the learner's leave request stands, beside an activity's other badges; nothing without one. */
export function LeaveBadge({ state }: { state: LeaveState | null }) {
  return state ? <Badge colorPalette={PALETTE[state]}>{leaveStateTexts[state]}</Badge> : null;
}
