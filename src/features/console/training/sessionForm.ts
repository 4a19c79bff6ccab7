import type { Req } from '@contract/index';
import { TRAINING_CAPACITY_MAX } from '@contract/training';
import { beijingInputToIso } from '../beijingTime';
import { typedLength } from '../typedLength';
import { trainingTexts as t } from './texts';

// The 添加活动 form: times typed as Beijing wall-clock values, what it must have before sending, and
// the request. The server checks again (within the class's dates, not over, deadline after now).

export interface SessionForm {
  title: string;
  place: string;
  startAt: string;
  endAt: string;
  signupDeadline: string;
  capacity: string;
}

export const EMPTY_SESSION: SessionForm = { title: '', place: '', startAt: '', endAt: '', signupDeadline: '', capacity: '40' };

export type SessionErrors = Partial<Record<'title' | 'place' | 'times' | 'capacity', string>>;

export function validateSession(f: SessionForm): SessionErrors {
  const e: SessionErrors = {};
  if (typedLength(f.title.trim()) < 2) e.title = t.sessionNeed.title;
  if (!f.place.trim()) e.place = t.sessionNeed.place;
  const [start, end, deadline] = [f.startAt, f.endAt, f.signupDeadline].map(beijingInputToIso);
  if (!start || !end || !deadline) e.times = t.sessionNeed.times;
  else if (end <= start) e.times = t.sessionNeed.order;
  else if (deadline >= start) e.times = t.sessionNeed.deadline;
  const n = Number(f.capacity);
  if (!Number.isInteger(n) || n < 1 || n > TRAINING_CAPACITY_MAX) e.capacity = t.sessionNeed.capacity;
  return e;
}

export function sessionBodyOf(projectId: number, f: SessionForm): Req<'training', 'createActivity'> {
  return {
    projectId,
    title: f.title.trim(),
    place: f.place.trim(),
    startAt: beijingInputToIso(f.startAt) ?? '',
    endAt: beijingInputToIso(f.endAt) ?? '',
    signupDeadline: beijingInputToIso(f.signupDeadline) ?? '',
    capacity: Number(f.capacity),
  };
}
