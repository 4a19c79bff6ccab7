import { Type, type Static } from '@sinclair/typebox';
import { Id, IsoTime, Nullable, Page, PageQuery, Str } from './common';
import { defineSchemas } from './defineSchemas';

// 理论学习中心组 (the party committee's leadership theory study group): its members are cadres
// (appId 5). A group belongs to a party committee (校党委, a 学院党委); its study sessions
// (专题学习) have a theme, a time and place, a host (主持人), speakers (领学人) and required
// readings. A member sees the sessions of their groups, asks for leave once before a session
// starts, writes their 学习体会 for a session they attended (or were excused from) once it is
// under way or over, and sees their own check-ins. The server holds every rule.

/** upcoming 未开始, ongoing 进行中, ended 已结束 (from the server's clock) */
export const StudySessionState = Type.Union([Type.Literal('upcoming'), Type.Literal('ongoing'), Type.Literal('ended')], {
  title: '学习状态',
});
export type StudySessionState = Static<typeof StudySessionState>;

export const StudyLeaveState = Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Literal('rejected')]);
export type StudyLeaveState = Static<typeof StudyLeaveState>;

/** none: nothing written yet; draft: saved, not handed in; submitted: handed in, read-only */
export const ExperienceState = Type.Union([Type.Literal('none'), Type.Literal('draft'), Type.Literal('submitted')]);
export type ExperienceState = Static<typeof ExperienceState>;

/** scan 扫码签到, makeup 补签 (recorded by the group's secretary) */
export const CheckInMethod = Type.Union([Type.Literal('scan'), Type.Literal('makeup')]);
export type CheckInMethod = Static<typeof CheckInMethod>;

export const STUDY_LEAVE_MIN = 5;
export const STUDY_LEAVE_MAX = 200;
export const EXPERIENCE_MIN_CHARS = 200;
export const EXPERIENCE_MAX_CHARS = 3000;

export const StudySession = Type.Object({
  id: Type.Integer(),
  groupId: Type.Integer(),
  /** e.g. 中共××大学委员会理论学习中心组 */
  groupName: Type.String(),
  /** 学习贯彻党的二十届三中全会精神专题学习 … */
  theme: Type.String(),
  startTime: IsoTime,
  endTime: IsoTime,
  place: Type.String(),
  /** 主持人 */
  host: Type.String(),
  /** 领学人, in speaking order */
  speakers: Type.Array(Type.String()),
  state: StudySessionState,
  /** the caller checked in at this session */
  checkedIn: Type.Boolean(),
  /** the caller's leave request, null when none */
  leaveState: Nullable(StudyLeaveState),
  /** the caller's 学习体会 for this session */
  experienceState: ExperienceState,
  /** the caller may still ask for leave (before the start, no request yet) */
  canLeave: Type.Boolean(),
});
export type StudySession = Static<typeof StudySession>;

export const StudyLeave = Type.Object({
  reason: Type.String(),
  state: StudyLeaveState,
  /** the approver's remark, may be empty */
  comment: Type.String(),
  createdAt: IsoTime,
  reviewedAt: Nullable(IsoTime),
});
export type StudyLeave = Static<typeof StudyLeave>;

export const StudySessionDetail = Type.Composite([
  StudySession,
  Type.Object({
    /** 学习安排, plain text, line breaks kept */
    agenda: Type.String(),
    /** required readings (篇目), plain text, in reading order */
    readings: Type.Array(Type.String()),
    leave: Nullable(StudyLeave),
    /** the caller's check-in time, null when none */
    checkedInAt: Nullable(IsoTime),
  }),
]);
export type StudySessionDetail = Static<typeof StudySessionDetail>;

/** The caller's 学习体会 for one session. */
export const StudyExperience = Type.Object({
  activityId: Type.Integer(),
  theme: Type.String(),
  state: ExperienceState,
  /** plain text as typed (rendered as text, line breaks kept) */
  content: Type.String(),
  /** characters counted the way the limits count them (code points, blanks left out) */
  charCount: Type.Integer(),
  /** the rev of the saved draft: a save with a lower rev changes nothing */
  rev: Type.Integer(),
  minChars: Type.Integer(),
  maxChars: Type.Integer(),
  savedAt: Nullable(IsoTime),
  submittedAt: Nullable(IsoTime),
  /** a draft may be saved or submitted now */
  editable: Type.Boolean(),
  /** why it may not be written, '' when it may (or once submitted) */
  blockedReason: Type.String(),
  serverTime: IsoTime,
});
export type StudyExperience = Static<typeof StudyExperience>;

export const StudyCheckIn = Type.Object({
  id: Type.Integer(),
  activityId: Type.Integer(),
  /** the session's theme */
  activityTitle: Type.String(),
  place: Type.String(),
  scannedAt: IsoTime,
  method: CheckInMethod,
});
export type StudyCheckIn = Static<typeof StudyCheckIn>;

const SessionId = Id('学习活动');
const BySession = Type.Object({ activityId: SessionId });

export const centerGroupSchemas = defineSchemas('centerGroup', {
  myActivity: {
    summary: '本人所在理论学习中心组的学习活动（未结束的在前），可按状态筛选；非成员为空',
    body: Type.Object({ ...PageQuery, state: Type.Optional(StudySessionState) }),
    data: Page(StudySession),
  },
  activityDetail: {
    summary: '学习活动详情：主题、时间地点、主持人、领学人、学习篇目，本人的签到、请假与学习体会',
    body: BySession,
    data: StudySessionDetail,
  },
  activityLeave: {
    summary: '学习活动开始前请假（每次活动一次）',
    body: Type.Object({ activityId: SessionId, reason: Str('请假事由', STUDY_LEAVE_MIN, STUDY_LEAVE_MAX) }),
    data: StudySessionDetail,
  },
  addUserExperience: {
    summary: '保存学习体会草稿（rev 较旧的保存不生效）；submit 为 true 时提交（200–3000 字），提交后不可再改',
    body: Type.Object({
      activityId: SessionId,
      content: Type.String({ title: '学习体会内容', maxLength: 12000 }),
      rev: Type.Integer({ title: '草稿版本', minimum: 1, maximum: 9007199254740991 }),
      submit: Type.Optional(Type.Boolean({ title: '提交' })),
    }),
    data: StudyExperience,
  },
  getUserExperience: { summary: '本人某次学习活动的学习体会（草稿或已提交）', body: BySession, data: StudyExperience },
  userQrcodeScanLog: { summary: '本人在中心组学习活动的签到记录（新的在前）', body: Type.Object(PageQuery), data: Page(StudyCheckIn) },
});
