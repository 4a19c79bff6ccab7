import { Type, type Static } from '@sinclair/typebox';
import { Id, IsoTime, Nullable, Page, PageQuery } from './common';
import type { EndpointSchema } from './defineSchemas';

// The learner's messages in the personal space (spread into centerSchemas): notices the
// organisation sends (消息) and to-dos (待办: a form to fill, an activity to confirm), each with
// the learner's own read state. Texts are plain text, shown as text.

export const MessageKind = Type.Union([Type.Literal('notice'), Type.Literal('todo')], { title: '消息类型' });
export type MessageKind = Static<typeof MessageKind>;

/**
 * What closes a to-do (its state comes from this condition, never from being read): '' none (a
 * to-do without one is open until its due time), 'exam' the exam taken, 'work' the topic's 心得体会
 * handed in, 'task' the topic task handed in, 'activity' signed up, 'profile' phone and e-mail filled in,
 * 'meeting' checked in to the meeting, on leave for it, or the meeting over, 'mend' the meeting's 补学
 * reported (or the record no longer 缺席/请假), 'vote' the ballot cast in the vote or the vote over.
 */
export const TODO_CONDITIONS = ['', 'exam', 'work', 'task', 'activity', 'profile', 'meeting', 'mend', 'develop', 'vote'] as const;
export type TodoCondition = (typeof TODO_CONDITIONS)[number];

export const MessageItem = Type.Object({
  id: Type.Integer(),
  kind: MessageKind,
  title: Type.String(),
  /** the first characters of the body, for the list */
  summary: Type.String(),
  /** who sent it (an organisation: 校党校, 计算机学院党委, …) */
  sender: Type.String(),
  sentAt: IsoTime,
  read: Type.Boolean(),
  /** to-dos: by when, or null */
  dueAt: Nullable(IsoTime),
  /** to-dos: the screen (a path of this app) where the thing is done, or '' */
  actionPath: Type.String(),
  /** to-dos: the button's words, e.g. 去提交 */
  actionText: Type.String(),
  /** to-dos: what it asks is done (the server checks the thing itself; reading changes nothing); notices: false */
  done: Type.Boolean(),
  /** to-dos: not done and past dueAt (逾期); notices: false */
  overdue: Type.Boolean(),
});
export type MessageItem = Static<typeof MessageItem>;

export const MessageDetail = Type.Composite([
  MessageItem,
  Type.Object({
    /** plain text, paragraphs split by blank lines */
    body: Type.String(),
    /** when the learner first opened it */
    readAt: Nullable(IsoTime),
  }),
]);
export type MessageDetail = Static<typeof MessageDetail>;

export const MessageCounts = Type.Object({
  /** unread messages of both kinds (the header's badge) */
  unread: Type.Integer({ minimum: 0 }),
  unreadNotices: Type.Integer({ minimum: 0 }),
  unreadTodos: Type.Integer({ minimum: 0 }),
});
export type MessageCounts = Static<typeof MessageCounts>;

export const MessagePage = Type.Composite([Page(MessageItem), Type.Object({ counts: MessageCounts })]);
export type MessagePage = Static<typeof MessagePage>;

export const MessageFilter = Type.Union([Type.Literal('all'), Type.Literal('unread'), Type.Literal('read')], { title: '阅读状态' });
export type MessageFilter = Static<typeof MessageFilter>;

const MessageId = Id('消息');

export const messageSchemas = {
  myMessages: {
    summary: '本人的消息（通知或待办），未读在前，另给出未读数',
    body: Type.Object({ ...PageQuery, kind: Type.Optional(MessageKind), filter: Type.Optional(MessageFilter) }),
    data: MessagePage,
  },
  messageDetail: { summary: '一条消息的全文（打开即记为已读）', body: Type.Object({ messageId: MessageId }), data: MessageDetail },
  setRead: {
    summary: '把几条消息记为已读，应答为新的未读数',
    body: Type.Object({ messageIds: Type.Array(MessageId, { title: '消息', minItems: 1, maxItems: 100, uniqueItems: true }) }),
    data: MessageCounts,
  },
  setReadSingle: { summary: '把一条消息记为已读，应答为新的未读数', body: Type.Object({ messageId: MessageId }), data: MessageCounts },
  setReadAll: {
    summary: '把本人全部（或某一类）未读消息记为已读，应答为新的未读数',
    body: Type.Object({ kind: Type.Optional(MessageKind) }),
    data: MessageCounts,
  },
} satisfies Record<string, EndpointSchema>;
