import { MEETING_AGENDA_MAX, MEETING_MAX_HOURS, MEETING_PLACE_MAX, MEETING_TITLE_MAX } from '@contract/meeting';
import type { Req } from '@contract/index';
import type { OrgActCategory } from '@contract/orgAct';
import { beijingInputToIso } from '../beijingTime';
import { meetingTexts as t } from './texts';
import { typedLength } from '../typedLength';

// The 安排会议 form: what is typed (times as the datetime-local inputs hold them, Beijing time),
// checked as the server checks it so most mistakes are shown before sending, and the body sent.

export interface ScheduleForm {
  kind: OrgActCategory;
  title: string;
  startAt: string;
  endAt: string;
  place: string;
  agenda: string;
  /** the holding organisation; null: the organiser's only branch */
  orgId: number | null;
  /** true: every member of the organisation; false: the ids in `chosen` */
  everyone: boolean;
  chosen: number[];
}

export const EMPTY_SCHEDULE: ScheduleForm = {
  kind: '主题党日',
  title: '',
  startAt: '',
  endAt: '',
  place: '',
  agenda: '',
  orgId: null,
  everyone: true,
  chosen: [],
};

export type ScheduleErrors = Partial<Record<'org' | 'title' | 'place' | 'agenda' | 'startAt' | 'endAt' | 'attendees', string>>;

/** `pickOrg`: the organiser manages several organisations and must say which holds the meeting */
export function validateSchedule(f: ScheduleForm, now: Date, pickOrg: boolean): ScheduleErrors {
  const e: ScheduleErrors = {};
  if (pickOrg && f.orgId === null) e.org = t.errors.org;
  if (typedLength(f.title) < 2 || typedLength(f.title) > MEETING_TITLE_MAX) e.title = t.errors.title;
  if (typedLength(f.place) < 1 || typedLength(f.place) > MEETING_PLACE_MAX) e.place = t.errors.place;
  if (typedLength(f.agenda) > MEETING_AGENDA_MAX) e.agenda = t.errors.agenda;
  const start = beijingInputToIso(f.startAt);
  const end = beijingInputToIso(f.endAt);
  if (!start) e.startAt = t.errors.start;
  if (!end) e.endAt = t.errors.end;
  else if (Date.parse(end) <= now.getTime()) e.endAt = t.errors.over;
  if (start && end && !e.endAt) {
    const length = Date.parse(end) - Date.parse(start);
    if (length <= 0) e.endAt = t.errors.endFirst;
    else if (length > MEETING_MAX_HOURS * 3_600_000) e.endAt = t.errors.tooLong(MEETING_MAX_HOURS);
  }
  if (!f.everyone && f.chosen.length === 0) e.attendees = t.errors.nobody;
  return e;
}

/** The request; call only when validateSchedule found nothing. */
export function scheduleBodyOf(f: ScheduleForm): Req<'meeting', 'schedule'> {
  return {
    kind: f.kind,
    title: f.title.trim(),
    startAt: beijingInputToIso(f.startAt) ?? '',
    endAt: beijingInputToIso(f.endAt) ?? '',
    place: f.place.trim(),
    agenda: f.agenda.trim(),
    ...(f.orgId === null ? {} : { orgId: f.orgId }),
    ...(f.everyone ? {} : { attendeeIds: f.chosen }),
  };
}
