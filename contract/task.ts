import { Type, type Static } from '@sinclair/typebox';
import { Id, IsoTime, Nullable } from './common';
import { defineSchemas } from './defineSchemas';

// A topic's tasks (学习任务): each asks for a file (of the types and size the task allows) and/or a
// form (the task's fields). The server keeps what the learner handed in, says what is still
// missing, and holds the reviewer's verdict; an approved task no longer changes.

/**
 * todo: nothing saved yet; incomplete: saved but not handed in (a draft, or something missing);
 * submitted: handed in, awaiting review (no change until reviewed)
 */
export const TaskState = Type.Union([
  Type.Literal('todo'),
  Type.Literal('incomplete'),
  Type.Literal('submitted'),
  Type.Literal('approved'),
  Type.Literal('rejected'),
]);
export type TaskState = Static<typeof TaskState>;

export const TaskField = Type.Object({
  key: Type.String(),
  label: Type.String(),
  required: Type.Boolean(),
  maxLength: Type.Integer(),
  multiline: Type.Boolean(),
  /** text: as typed; date: a calendar date, picked with a date picker and stored as YYYY-MM-DD */
  kind: Type.Union([Type.Literal('text'), Type.Literal('date')]),
});
export type TaskField = Static<typeof TaskField>;

export const TaskCard = Type.Object({
  id: Type.Integer(),
  topicId: Type.Integer(),
  title: Type.String(),
  /** plain text, line breaks kept */
  description: Type.String(),
  needsFile: Type.Boolean(),
  /** the extensions allowed, e.g. ['pdf', 'jpg', 'png'] */
  fileTypes: Type.Array(Type.String()),
  maxMb: Type.Integer(),
  fields: Type.Array(TaskField),
  deadline: Nullable(IsoTime),
  /** past the deadline: nothing more is accepted */
  closed: Type.Boolean(),
  state: TaskState,
});
export type TaskCard = Static<typeof TaskCard>;

export const TaskReview = Type.Object({
  state: TaskState,
  reviewer: Type.String(),
  comment: Type.String(),
  reviewedAt: Nullable(IsoTime),
});
export type TaskReview = Static<typeof TaskReview>;

export const TaskCheck = Type.Object({
  complete: Type.Boolean(),
  /** in words, e.g. '尚未上传文件', '请填写“培养联系人”' */
  missing: Type.Array(Type.String()),
});
export type TaskCheck = Static<typeof TaskCheck>;

export const TaskDetail = Type.Composite([
  TaskCard,
  Type.Object({
    file: Nullable(Type.Object({ url: Type.String(), name: Type.String(), size: Type.Integer(), uploadedAt: IsoTime })),
    data: Type.Record(Type.String(), Type.String()),
    missing: Type.Array(Type.String()),
    review: Nullable(TaskReview),
    /** the learner may still change it: not approved, not awaiting review, not past the deadline */
    editable: Type.Boolean(),
  }),
]);
export type TaskDetail = Static<typeof TaskDetail>;

const TaskId = Id('任务');

export const taskSchemas = defineSchemas('task', {
  taskDetail: { summary: '任务的要求与本人提交的文件、表单和审核结果', body: Type.Object({ taskId: TaskId }), data: TaskDetail },
  checkUserTask: { summary: '本人的任务还缺什么', body: Type.Object({ taskId: TaskId }), data: TaskCheck },
  uploadTaskFile: {
    summary: '上传任务要求的文件（类型与大小按任务要求；再次上传替换之前的文件）；submit 为 false 时只存为草稿，省略时齐全即提交审核',
    body: Type.Object({ taskId: TaskId, file: Type.Any({ title: '文件' }), submit: Type.Optional(Type.Boolean({ title: '提交' })) }),
    data: TaskDetail,
  },
  uploadTaskData: {
    summary:
      '填写任务的表单（按任务的字段；再次填写替换之前的内容）。submit 为 false：存为草稿，不提交；true：提交审核，缺项时拒绝；省略：齐全即提交审核（与以前相同）',
    body: Type.Object({
      taskId: TaskId,
      data: Type.Record(Type.String({ maxLength: 40 }), Type.String({ maxLength: 2000 }), { title: '表单内容', maxProperties: 30 }),
      submit: Type.Optional(Type.Boolean({ title: '提交' })),
    }),
    data: TaskDetail,
  },
  taskCheckDetail: { summary: '任务的审核结果', body: Type.Object({ taskId: TaskId }), data: TaskReview },
});
