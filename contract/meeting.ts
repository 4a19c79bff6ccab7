import { Type, type Static } from '@sinclair/typebox';
import { DateStr, Id, IsoTime, Nullable, Page, PageQuery, Str } from './common';
import { defineSchemas } from './defineSchemas';
import { OrgActCategory, OrgActState, OrgLeaveState } from './orgAct';

// 三会一课 and 主题党日 from the organiser's side (issue #43): a branch schedules a meeting for its
// members or chosen people, shows a QR code that changes every 30 seconds, and sees who checked in.
// The field names of schedule, checkinCode and attendance (and of orgAct/checkIn) are fixed by
// the issue: other programs rely on them.

export { CHECKIN_PATH, CHECKIN_WINDOW_SECONDS } from './checkinPath';
/** check-in opens this long before the start and closes at the end */
export const CHECKIN_OPENS_MINUTES_BEFORE = 30;
/** the longest meeting that can be scheduled */
export const MEETING_MAX_HOURS = 12;
export const MEETING_TITLE_MAX = 60;
export const MEETING_PLACE_MAX = 60;
export const MEETING_AGENDA_MAX = 2000;
export const MEETING_ATTENDEES_MAX = 500;
export const MINUTES_MIN = 10;
export const MINUTES_MAX = 5000;
export const MEETING_PHOTOS_MAX = 9;
export const MEND_REQUIREMENT_MAX = 500;

/** a time in the request: ISO 8601 with a zone, e.g. 2026-12-03T06:30:00.000Z or 2026-12-03T14:30:00+08:00 */
const TimeIn = (title: string) =>
  Type.String({ title, maxLength: 40, pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?(Z|[+-]\\d{2}:\\d{2})$' });

export const MeetingRow = Type.Object({
  id: Type.Integer(),
  kind: OrgActCategory,
  title: Type.String(),
  orgId: Type.Integer(),
  orgName: Type.String(),
  startAt: IsoTime,
  endAt: IsoTime,
  place: Type.String(),
  state: OrgActState,
  /** people expected */
  invited: Type.Integer(),
  /** checked in or marked present, late included */
  present: Type.Integer(),
  late: Type.Integer(),
  /** on approved leave or marked on leave */
  leave: Type.Integer(),
});
export type MeetingRow = Static<typeof MeetingRow>;

export const MeetingDetail = Type.Composite([
  MeetingRow,
  Type.Object({
    agenda: Type.String(),
    organizer: Type.String(),
    /** check-in is open now (from CHECKIN_OPENS_MINUTES_BEFORE before the start until the end) */
    checkinOpen: Type.Boolean(),
    checkinOpensAt: IsoTime,
    /** the record after the meeting: minutes (plain text), a recording's link, photos; recordedAt null before any */
    minutes: Type.String(),
    recordingUrl: Type.String(),
    photos: Type.Array(Type.String()),
    recordedAt: Nullable(IsoTime),
    /** 补学 records written for this meeting's absentees */
    mends: Type.Integer(),
  }),
]);
export type MeetingDetail = Static<typeof MeetingDetail>;

export const AttendanceState = Type.Union([Type.Literal('present'), Type.Literal('absent'), Type.Literal('leave'), Type.Literal('late')], {
  title: '出席情况',
});
export type AttendanceState = Static<typeof AttendanceState>;

export const AttendanceRow = Type.Object({
  userId: Type.Integer(),
  name: Type.String(),
  account: Type.String(),
  orgName: Type.String(),
  /** absent: no check-in or record yet (before the end: not yet arrived) */
  state: AttendanceState,
  /** the QR check-in's time; null when none */
  checkedInAt: Nullable(IsoTime),
  /** the record was set by an organiser by hand */
  byHand: Type.Boolean(),
  /** the person's leave request for this meeting, null when none */
  leaveState: Nullable(OrgLeaveState),
});
export type AttendanceRow = Static<typeof AttendanceRow>;

export const MeetingMember = Type.Object({ id: Type.Integer(), name: Type.String(), account: Type.String(), identity: Type.String() });
export type MeetingMember = Static<typeof MeetingMember>;

/** the longest period the attendance figures cover (days) */
export const STATS_MAX_DAYS = 366;

/** how many were expected at the meetings counted and how each stood; rate: (present + late) / invited, 0 when none */
const Tally = {
  invited: Type.Integer(),
  present: Type.Integer(),
  late: Type.Integer(),
  leave: Type.Integer(),
  absent: Type.Integer(),
  rate: Type.Number(),
};
export const MemberAttendance = Type.Object({
  userId: Type.Integer(),
  name: Type.String(),
  account: Type.String(),
  branchName: Type.String(),
  ...Tally,
});
export type MemberAttendance = Static<typeof MemberAttendance>;
export const BranchAttendance = Type.Object({ orgId: Type.Integer(), name: Type.String(), meetings: Type.Integer(), ...Tally });
export type BranchAttendance = Static<typeof BranchAttendance>;
export const AttendanceStats = Type.Object({
  scopeName: Type.String(),
  from: Type.String(),
  to: Type.String(),
  /** meetings that ended within the period */
  meetings: Type.Integer(),
  members: Type.Array(MemberAttendance),
  branches: Type.Array(BranchAttendance),
});
export type AttendanceStats = Static<typeof AttendanceStats>;

const MeetingId = Id('会议');

export const meetingSchemas = defineSchemas('meeting', {
  list: {
    summary: '本人管理范围内党组织的组织生活会议（未结束的在前），含应到、实到、请假人数',
    body: Type.Object({ state: Type.Optional(OrgActState), ...PageQuery }),
    data: Page(MeetingRow),
  },
  members: {
    summary: '可选为参会人员的党员：一个党组织（默认本人的党支部）及其下属支部已确认的学员',
    body: Type.Object({ orgId: Type.Optional(Id('党组织')) }),
    data: Type.Object({ orgId: Type.Integer(), orgName: Type.String(), list: Type.Array(MeetingMember) }),
  },
  schedule: {
    summary: '安排一次会议；参会人员默认为该党组织全体党员，每人收到一条待办',
    body: Type.Object({
      kind: OrgActCategory,
      title: Str('会议主题', 2, MEETING_TITLE_MAX),
      startAt: TimeIn('开始时间'),
      endAt: TimeIn('结束时间'),
      place: Str('地点', 1, MEETING_PLACE_MAX),
      agenda: Type.Optional(Str('议程', 0, MEETING_AGENDA_MAX)),
      /** the holding organisation; default: the caller's branch (when they manage exactly one) */
      orgId: Type.Optional(Id('党组织')),
      attendeeIds: Type.Optional(Type.Array(Id('参会人员'), { title: '参会人员', minItems: 1, maxItems: MEETING_ATTENDEES_MAX })),
    }),
    data: Type.Object({ meetingId: Type.Integer() }),
  },
  detail: { summary: '一次会议的时间、地点、议程与出席人数', body: Type.Object({ meetingId: MeetingId }), data: MeetingDetail },
  checkinCode: {
    summary: '当前的签到码（每 30 秒更换，供现场二维码显示）',
    body: Type.Object({ meetingId: MeetingId }),
    data: Type.Object({ code: Type.String(), url: Type.String(), expiresAt: IsoTime }),
  },
  attendance: {
    summary: '参会人员的出席情况：出席、迟到、请假、缺席',
    body: Type.Object({ meetingId: MeetingId }),
    data: Type.Object({ list: Type.Array(AttendanceRow) }),
  },
  record: {
    summary: '会议结束后填写会议记录、录像链接与照片；缺席和请假的参会人员各得一条补学记录和待办（已有的不重复）',
    body: Type.Object({
      meetingId: MeetingId,
      minutes: Str('会议记录', MINUTES_MIN, MINUTES_MAX),
      recordingUrl: Type.String({ title: '录像链接', maxLength: 500, pattern: '^(https?://\\S+)?$' }),
      photos: Type.Array(Str('照片', 1, 500), { title: '照片', maxItems: MEETING_PHOTOS_MAX }),
      mendRequirement: Str('补学要求', 5, MEND_REQUIREMENT_MAX),
      mendDeadline: TimeIn('补学截止时间'),
    }),
    data: MeetingDetail,
  },
  stats: {
    summary: '一段时间内（北京时间日期，最长一年）已结束会议的出席统计：按党员、按举办的党组织，出席、迟到、请假、缺席与出席率',
    body: Type.Object({ from: DateStr('开始日期'), to: DateStr('结束日期'), orgId: Type.Optional(Id('党组织')) }),
    data: AttendanceStats,
  },
  mark: {
    summary: '手工登记一名参会人员的出席情况（记入操作日志）',
    body: Type.Object({ meetingId: MeetingId, userId: Id('参会人员'), state: AttendanceState }),
    data: Type.Object({ list: Type.Array(AttendanceRow) }),
  },
});
