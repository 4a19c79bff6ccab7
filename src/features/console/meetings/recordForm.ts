import { MEND_REQUIREMENT_MAX, MINUTES_MAX, MINUTES_MIN, type MeetingDetail } from '@contract/meeting';
import type { Req } from '@contract/index';
import { beijingInputToIso, beijingInputValue } from '../beijingTime';
import { meetingTexts as t } from './texts';
import { typedLength } from '../typedLength';

// The 会议记录 form: what is typed, checked as the server checks it, and the body sent.

export interface RecordForm {
  minutes: string;
  recordingUrl: string;
  photos: string[];
  mendRequirement: string;
  /** datetime-local, Beijing time */
  mendDeadline: string;
}

export type RecordErrors = Partial<Record<keyof RecordForm, string>>;

const WEEK_MS = 7 * 24 * 3_600_000;

/** What the form starts from: the saved record, or an empty one with a week for 补学. */
export function recordFormOf(m: MeetingDetail, now: Date): RecordForm {
  return {
    minutes: m.minutes,
    recordingUrl: m.recordingUrl,
    photos: m.photos,
    mendRequirement: t.mendDefault,
    mendDeadline: beijingInputValue(new Date(now.getTime() + WEEK_MS)),
  };
}

export function validateRecord(f: RecordForm, now: Date): RecordErrors {
  const e: RecordErrors = {};
  if (typedLength(f.minutes) < MINUTES_MIN || typedLength(f.minutes) > MINUTES_MAX) e.minutes = t.recordErrors.minutes;
  if (f.recordingUrl.trim() && !/^https?:\/\/\S+$/.test(f.recordingUrl.trim())) e.recordingUrl = t.recordErrors.recordingUrl;
  if (typedLength(f.mendRequirement) < 5 || typedLength(f.mendRequirement) > MEND_REQUIREMENT_MAX)
    e.mendRequirement = t.recordErrors.mendRequirement;
  const deadline = beijingInputToIso(f.mendDeadline);
  if (!deadline) e.mendDeadline = t.recordErrors.mendDeadline;
  else if (Date.parse(deadline) <= now.getTime()) e.mendDeadline = t.recordErrors.deadlinePast;
  return e;
}

export function recordBodyOf(meetingId: number, f: RecordForm): Req<'meeting', 'record'> {
  return {
    meetingId,
    minutes: f.minutes.trim(),
    recordingUrl: f.recordingUrl.trim(),
    photos: f.photos,
    mendRequirement: f.mendRequirement.trim(),
    mendDeadline: beijingInputToIso(f.mendDeadline) ?? '',
  };
}
