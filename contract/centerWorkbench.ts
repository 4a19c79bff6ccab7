import { Type, type Static } from '@sinclair/typebox';
import { Empty, IsoTime, Nullable, Page, PageQuery } from './common';
import type { EndpointSchema } from './defineSchemas';
import { MessageItem } from './centerMessages';
import { StudyInfo } from './selfStudy';
import { UserInfo } from './user';

// The personal space's workbench (spread into centerSchemas): what the learner still has to do,
// gathered by the server from where each thing lives (to-do messages, exams, homework, topic
// tasks, …), each pointing at the screen where it is done.

export const PENDING_KINDS = ['message', 'exam', 'homework', 'task', 'vote', 'develop', 'studyGroup'] as const;
export const PendingKind = Type.Union(
  PENDING_KINDS.map((k) => Type.Literal(k)),
  { title: '待办类型' },
);
export type PendingKind = Static<typeof PendingKind>;

export const PendingTask = Type.Object({
  kind: PendingKind,
  /** unique within the list, e.g. exam:12 */
  key: Type.String(),
  title: Type.String(),
  /** where it comes from: a topic, the exam centre, the sender of a to-do */
  source: Type.String(),
  dueAt: Nullable(IsoTime),
  overdue: Type.Boolean(),
  /** the screen (a path of this app) where it is done */
  path: Type.String(),
  actionText: Type.String(),
});
export type PendingTask = Static<typeof PendingTask>;

export const TaskNums = Type.Object({
  total: Type.Integer({ minimum: 0 }),
  /** every kind, in a fixed order, zeros included */
  kinds: Type.Array(Type.Object({ kind: PendingKind, name: Type.String(), count: Type.Integer({ minimum: 0 }) })),
});
export type TaskNums = Static<typeof TaskNums>;

export const Workbench = Type.Object({
  user: Type.Pick(UserInfo, ['name', 'account', 'orgName', 'identityName', 'phaseName', 'stageName']),
  study: Type.Pick(StudyInfo, ['today', 'week', 'total', 'lessonsCompleted']),
  unreadMessages: Type.Integer({ minimum: 0 }),
  taskNums: TaskNums,
  /** the nearest few pending things, soonest due first */
  upcoming: Type.Array(PendingTask),
  /** the newest few messages */
  latestMessages: Type.Array(MessageItem),
});
export type Workbench = Static<typeof Workbench>;

export const workbenchSchemas = {
  workbenches: { summary: '工作台概览：本人信息、学习概况、未读消息、待办数量、最近的待办与消息', body: Empty, data: Workbench },
  myTaskNums: { summary: '本人各类待办的数量（与待办列表一致）', body: Empty, data: TaskNums },
  myTaskList: {
    summary:
      '本人的待办（待读的待办消息、可参加的考试、未交的作业、未完成的学习任务、未投的票、待写的入党文书、中心组学习体会），截止早的在前',
    body: Type.Object({ ...PageQuery, kind: Type.Optional(PendingKind) }),
    data: Page(PendingTask),
  },
} satisfies Record<string, EndpointSchema>;
