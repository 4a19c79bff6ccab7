import type { TopicState } from '../../../contract/topic';

// Topics and stages run over whole days of Beijing time: a stage ending 2026-12-18 is under way
// all that day.

export function stateOn(span: { startDate: string; endDate: string }, today: string): TopicState {
  if (today < span.startDate) return 'upcoming';
  return today > span.endDate ? 'ended' : 'ongoing';
}
