import type { ReviewSource } from '../tables';
import { experienceAdapter } from './experience';
import { activityLeaveAdapter, centerGroupLeaveAdapter, orgActLeaveAdapter } from './leave';
import { registerAdapter } from './register';
import { practiceAdapter } from './practice';
import { taskAdapter } from './task';
import { developAdapter } from './develop';
import { mendAdapter } from './mend';
import type { SourceAdapter } from './types';

// Every source of review items and its adapter: a source without one fails the type check.
export const adapters: Record<ReviewSource, SourceAdapter> = {
  topicWork: experienceAdapter,
  activityLeave: activityLeaveAdapter,
  orgActLeave: orgActLeaveAdapter,
  centerGroupLeave: centerGroupLeaveAdapter,
  user: registerAdapter,
  practiceRecord: practiceAdapter,
  taskSubmission: taskAdapter,
  developSubmission: developAdapter,
  orgActMend: mendAdapter,
};

export function adapterOf(source: ReviewSource): SourceAdapter {
  return adapters[source];
}
