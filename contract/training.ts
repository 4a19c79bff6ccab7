import { Type, type Static } from '@sinclair/typebox';
import { ActivityState, LeaveState, ProjectTrack } from './activity';
import { DateStr, Id, IsoTime, Nullable, Page, PageQuery, Str } from './common';
import { defineSchemas } from './defineSchemas';

// 集中培训 from the organiser's side (issue #43): the 党校 or a college's 党委 opens a class (a
// project) with sessions (activities) learners sign up for, sees who signed up, checks them in with
// the same rotating QR code as meetings, and reads each learner's hours. An attended session counts
// its length in 学时 (1 学时 = 60 minutes, as the 发展党员 gate reads them); approved leave counts
// the same way, and a learner whose leave exceeds 1/7 of the class's hours is flagged.

export const TRAINING_TITLE_MAX = 60;
export const TRAINING_PLACE_MAX = 60;
export const TRAINING_INTRO_MAX = 2000;
export const TRAINING_CAPACITY_MAX = 2000;
export const TRAINING_IDENTITIES_MAX = 10;
/** the longest session (hours) */
export const TRAINING_SESSION_MAX_HOURS = 12;
/** leave above 1/LEAVE_SHARE of a class's hours is flagged */
export const LEAVE_SHARE = 7;

export const ProjectAudience = Type.Union([Type.Literal('learner'), Type.Literal('cadre')], { title: '培训对象' });
export type ProjectAudience = Static<typeof ProjectAudience>;

/** a time in the request: ISO 8601 with a zone, e.g. 2026-12-03T06:30:00.000Z or 2026-12-03T14:30:00+08:00 */
const TimeIn = (title: string) =>
  Type.String({ title, maxLength: 40, pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?(Z|[+-]\\d{2}:\\d{2})$' });

export const TrainingProjectRow = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  track: ProjectTrack,
  audience: ProjectAudience,
  /** null: the whole school */
  orgId: Nullable(Type.Integer()),
  /** the organisation whose learners it trains ('全校' for the whole school) */
  orgName: Type.String(),
  startDate: Type.String(),
  endDate: Type.String(),
  activities: Type.Integer(),
  /** the sum of its sessions' 学时 */
  totalHours: Type.Number(),
  /** people signed up for at least one session */
  learners: Type.Integer(),
});
export type TrainingProjectRow = Static<typeof TrainingProjectRow>;

export const TrainingActivityRow = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  category: Type.String(),
  place: Type.String(),
  startAt: IsoTime,
  endAt: IsoTime,
  signupDeadline: IsoTime,
  capacity: Type.Integer(),
  signedCount: Type.Integer(),
  hours: Type.Number(),
  checkedIn: Type.Integer(),
  /** approved leave */
  leave: Type.Integer(),
  state: ActivityState,
});
export type TrainingActivityRow = Static<typeof TrainingActivityRow>;

export const LearnerHours = Type.Object({
  userId: Type.Integer(),
  name: Type.String(),
  account: Type.String(),
  orgName: Type.String(),
  /** sessions signed up for (not cancelled) */
  signed: Type.Integer(),
  attendedHours: Type.Number(),
  leaveHours: Type.Number(),
  /** leave is more than 1/LEAVE_SHARE of the class's hours */
  flagged: Type.Boolean(),
});
export type LearnerHours = Static<typeof LearnerHours>;

export const TrainingProjectDetail = Type.Composite([
  TrainingProjectRow,
  Type.Object({
    intro: Type.String(),
    organizer: Type.String(),
    identityNames: Type.Array(Type.String()),
    examTitle: Nullable(Type.String()),
    list: Type.Array(TrainingActivityRow),
    people: Type.Array(LearnerHours),
  }),
]);
export type TrainingProjectDetail = Static<typeof TrainingProjectDetail>;

export const SignupRow = Type.Object({
  userId: Type.Integer(),
  name: Type.String(),
  account: Type.String(),
  orgName: Type.String(),
  status: Type.Union([Type.Literal('signed'), Type.Literal('cancelled')]),
  signedAt: IsoTime,
  cancelledAt: Nullable(IsoTime),
  leaveState: Nullable(LeaveState),
  checkedInAt: Nullable(IsoTime),
  /** marked present by an organiser rather than scanned */
  byHand: Type.Boolean(),
});
export type SignupRow = Static<typeof SignupRow>;

export const TrainingActivityDetail = Type.Composite([
  TrainingActivityRow,
  Type.Object({
    projectId: Type.Integer(),
    projectTitle: Type.String(),
    checkinOpen: Type.Boolean(),
    checkinOpensAt: IsoTime,
  }),
]);
export type TrainingActivityDetail = Static<typeof TrainingActivityDetail>;

const ProjectId = Id('培训班');
const ActivityId = Id('活动');

export const trainingSchemas = defineSchemas('training', {
  projects: {
    summary: '本人管理范围内的集中培训班（校级：全部；二级党委：本学院的），新的在前',
    body: Type.Object(PageQuery),
    data: Page(TrainingProjectRow),
  },
  options: {
    summary: '新建培训班可选的身份与结业考试',
    body: Type.Object({}),
    data: Type.Object({
      identities: Type.Array(Type.String()),
      exams: Type.Array(Type.Object({ id: Type.Integer(), title: Type.String() })),
    }),
  },
  createProject: {
    summary: '新建集中培训班（校级或二级党委；二级党委只能在本学院范围内）',
    body: Type.Object({
      title: Str('培训班名称', 2, TRAINING_TITLE_MAX),
      track: ProjectTrack,
      audience: ProjectAudience,
      /** the organisation whose learners it trains; school organisers may leave it out for the whole school */
      orgId: Type.Optional(Id('党组织')),
      startDate: DateStr('开始日期'),
      endDate: DateStr('结束日期'),
      intro: Type.Optional(Str('简介', 0, TRAINING_INTRO_MAX)),
      identityNames: Type.Array(Str('可报名的身份', 1, 20), { title: '可报名的身份', maxItems: TRAINING_IDENTITIES_MAX }),
      examId: Type.Optional(Id('结业考试')),
    }),
    data: Type.Object({ projectId: Type.Integer() }),
  },
  project: {
    summary: '培训班：各次活动与报名人数，每名学员的出勤学时、请假学时与请假超过 1/7 的标记',
    body: Type.Object({ projectId: ProjectId }),
    data: TrainingProjectDetail,
  },
  createActivity: {
    summary: '为培训班添加一次活动（报名截止早于开始，名额至少 1，在培训班的日期内）',
    body: Type.Object({
      projectId: ProjectId,
      title: Str('活动名称', 2, TRAINING_TITLE_MAX),
      place: Str('地点', 1, TRAINING_PLACE_MAX),
      startAt: TimeIn('开始时间'),
      endAt: TimeIn('结束时间'),
      signupDeadline: TimeIn('报名截止时间'),
      capacity: Type.Integer({ title: '名额', minimum: 1, maximum: TRAINING_CAPACITY_MAX }),
    }),
    data: Type.Object({ activityId: Type.Integer() }),
  },
  signups: {
    summary: '一次活动的报名名单：报名或已取消、请假情况、签到时间',
    body: Type.Object({ activityId: ActivityId }),
    data: Type.Object({ activity: TrainingActivityDetail, list: Type.Array(SignupRow) }),
  },
  checkinCode: {
    summary: '活动的签到码（每 30 秒更换，开始前 30 分钟起到结束可取）与扫码地址',
    body: Type.Object({ activityId: ActivityId }),
    data: Type.Object({ code: Type.String(), url: Type.String(), expiresAt: IsoTime }),
  },
  mark: {
    summary: '为已报名的学员手工登记签到（如手机无法扫码），写审计记录',
    body: Type.Object({ activityId: ActivityId, userId: Id('学员') }),
    data: Type.Object({ list: Type.Array(SignupRow) }),
  },
});
