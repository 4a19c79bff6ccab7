import type { ActivityState } from '../../contract/activity';

/** Where an activity stands at `nowIso`: over, under way, sign-up closed, full, or open. */
export function activityStateOf(
  a: { startTime: string; endTime: string; signupDeadline: string; capacity: number; signedCount: number },
  nowIso: string,
): ActivityState {
  if (nowIso >= a.endTime) return 'ended';
  if (nowIso >= a.startTime) return 'ongoing';
  if (nowIso >= a.signupDeadline) return 'closed';
  return a.signedCount >= a.capacity ? 'full' : 'open';
}
