import { Type, type Static } from '@sinclair/typebox';
import { Empty, Id, IsoTime, Nullable, Page, PageQuery, Str } from './common';
import { defineSchemas } from './defineSchemas';

// Centralised training activities (集中培训): a training project (a class such as
// 2026年春季入党积极分子培训班) holds activities (集中学习, 专题党课, 参观, 志愿服务…) that a learner
// signs up for, within a capacity and before a deadline; a signed-up learner may ask for leave
// once; check-ins are logged when the organiser scans the learner's code. The server decides
// who sees what (the project's organisation and audience) and holds every limit.

/** 'train' = 培训班 (projectList), 'develop' = 党员发展 track (dyProjectList: 发展对象、预备党员 classes) */
export const ProjectTrack = Type.Union([Type.Literal('train'), Type.Literal('develop')]);
export type ProjectTrack = Static<typeof ProjectTrack>;

/** where an activity stands now: sign-up open, sign-up closed (deadline or full), under way, over */
export const ActivityState = Type.Union([
  Type.Literal('open'),
  Type.Literal('full'),
  Type.Literal('closed'),
  Type.Literal('ongoing'),
  Type.Literal('ended'),
]);
export type ActivityState = Static<typeof ActivityState>;

export const LeaveState = Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Literal('rejected')]);
export type LeaveState = Static<typeof LeaveState>;

export const ActivityCard = Type.Object({
  id: Type.Integer(),
  projectId: Type.Integer(),
  projectTitle: Type.String(),
  title: Type.String(),
  /** 集中学习 / 专题党课 / 现场教学 / 志愿服务 … */
  category: Type.String(),
  place: Type.String(),
  startTime: IsoTime,
  endTime: IsoTime,
  signupDeadline: IsoTime,
  capacity: Type.Integer({ minimum: 0 }),
  signedCount: Type.Integer({ minimum: 0 }),
  state: ActivityState,
  /** the caller is signed up (not cancelled) */
  signedUp: Type.Boolean(),
  /** the caller's leave request, null when none */
  leaveState: Nullable(LeaveState),
});
export type ActivityCard = Static<typeof ActivityCard>;

export const Project = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  track: ProjectTrack,
  /** who runs it (a 党委 / 党校), shown on the card */
  organizer: Type.String(),
  startDate: Type.String(),
  endDate: Type.String(),
  intro: Type.String(),
  activities: Type.Array(ActivityCard),
});
export type Project = Static<typeof Project>;

export const ActivityDetail = Type.Composite([
  ActivityCard,
  Type.Object({
    organizer: Type.String(),
    /** plain text, line breaks kept */
    content: Type.String(),
    /** the caller may still cancel (signed up, before the deadline) */
    canCancel: Type.Boolean(),
    /** the caller may ask for leave (signed up, no request yet, before the start) */
    canLeave: Type.Boolean(),
  }),
]);
export type ActivityDetail = Static<typeof ActivityDetail>;

/** a leave reason's length in characters, trimmed */
export const LEAVE_REASON_MIN = 5;
export const LEAVE_REASON_MAX = 200;

export const LeaveDetail = Type.Object({
  id: Type.Integer(),
  activityId: Type.Integer(),
  activityTitle: Type.String(),
  reason: Type.String(),
  state: LeaveState,
  /** the reviewer's words, '' until reviewed */
  comment: Type.String(),
  createdAt: IsoTime,
  reviewedAt: Nullable(IsoTime),
});
export type LeaveDetail = Static<typeof LeaveDetail>;

export const CheckIn = Type.Object({
  id: Type.Integer(),
  activityId: Type.Integer(),
  activityTitle: Type.String(),
  place: Type.String(),
  scannedAt: IsoTime,
});
export type CheckIn = Static<typeof CheckIn>;

/** the check-in with a scanned activity code (the console's training group makes the codes) */
export const ActivityCheckInResult = Type.Object({
  activityId: Type.Integer(),
  checkedInAt: IsoTime,
  title: Type.String(),
  projectTitle: Type.String(),
  place: Type.String(),
  startTime: IsoTime,
});
export type ActivityCheckInResult = Static<typeof ActivityCheckInResult>;

const ActivityId = Id('活动');

export const activitySchemas = defineSchemas('activity', {
  projectList: { summary: '本人可见的培训班（培训项目）及其活动', body: Empty, data: Type.Array(Project) },
  dyProjectList: { summary: '党员发展类培训项目（发展对象、预备党员培训班）及其活动', body: Empty, data: Type.Array(Project) },
  activityDetail: {
    summary: '活动详情：地点、时间、内容、名额、报名截止时间与本人的报名、请假情况',
    body: Type.Object({ activityId: ActivityId }),
    data: ActivityDetail,
  },
  baoMing: {
    summary: '报名参加活动（名额与截止时间由服务器判定）；cancel 为 true 时在截止前取消报名',
    body: Type.Object({ activityId: ActivityId, cancel: Type.Optional(Type.Boolean({ title: '取消报名' })) }),
    data: ActivityDetail,
  },
  projectLeave: {
    summary: '为已报名的活动请假（每个活动一次，活动开始前）',
    body: Type.Object({ activityId: ActivityId, reason: Str('请假事由', LEAVE_REASON_MIN, LEAVE_REASON_MAX) }),
    data: LeaveDetail,
  },
  projectLeaveDetail: { summary: '本人某个活动的请假申请及审批结果', body: Type.Object({ activityId: ActivityId }), data: LeaveDetail },
  userQrcodeScanLog: { summary: '本人的签到记录（新的在前）', body: Type.Object(PageQuery), data: Page(CheckIn) },
  myActivity: { summary: '本人已报名的活动（新的在前）', body: Type.Object(PageQuery), data: Page(ActivityCard) },
  gbActivity: { summary: '干部（appId 5）的集中培训活动', body: Empty, data: Type.Array(Project) },
  checkIn: {
    summary: '用手机扫描集中培训现场的签到二维码签到（本人已报名、码未过期、签到开放时；同一活动只记一次）',
    body: Type.Object({ code: Str('签到码', 1, 100) }),
    data: ActivityCheckInResult,
  },
});
