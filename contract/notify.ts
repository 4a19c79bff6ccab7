import { Type, type Static } from '@sinclair/typebox';
import { defineSchemas } from './defineSchemas';
import { Id, IsoTime, Nullable, Page, PageQuery, Str } from './common';
import { MessageKind } from './centerMessages';

// Messages and to-dos an organiser sends to learners in their scope (消息), and who has read them.
// The learners receive them in their own 消息 (center/myMessages); a to-do carries a link into the
// app and a deadline and stays open until its deadline.

export const AUDIENCE_ACCOUNTS_MAX = 500;
export const AUDIENCE_IDS_MAX = 200;

/** Who receives it: learners in the sender's scope matching every filter given, plus the accounts named. */
export const Audience = Type.Object(
  {
    branchIds: Type.Optional(Type.Array(Id('党支部'), { title: '党支部', maxItems: AUDIENCE_IDS_MAX, uniqueItems: true })),
    identityIds: Type.Optional(Type.Array(Id('身份'), { title: '身份', maxItems: AUDIENCE_IDS_MAX, uniqueItems: true })),
    stageIds: Type.Optional(Type.Array(Id('培训阶段'), { title: '培训阶段', maxItems: AUDIENCE_IDS_MAX, uniqueItems: true })),
    accounts: Type.Optional(Type.Array(Str('账号', 1, 50), { title: '指定账号', maxItems: AUDIENCE_ACCOUNTS_MAX, uniqueItems: true })),
  },
  { title: '接收人' },
);
export type Audience = Static<typeof Audience>;

/** A path of the learner app, e.g. /index/special-training/3 or /personal-space/workbenches/index */
export const APP_PATH_PATTERN = '^/(index|personal-space)(/[A-Za-z0-9_\\-./?=&%]*)?$';

export const AudiencePreview = Type.Object({
  count: Type.Integer(),
  /** the first few names, to check the choice */
  sample: Type.Array(Type.String()),
  /** named accounts that are not learners in the sender's scope (they receive nothing) */
  unknownAccounts: Type.Array(Type.String()),
});
export type AudiencePreview = Static<typeof AudiencePreview>;

export const SentMessage = Type.Object({
  id: Type.Integer(),
  kind: MessageKind,
  title: Type.String(),
  sentAt: IsoTime,
  dueAt: Nullable(IsoTime),
  actionPath: Type.String(),
  recipients: Type.Integer(),
  read: Type.Integer(),
});
export type SentMessage = Static<typeof SentMessage>;

export const Reader = Type.Object({
  name: Type.String(),
  account: Type.String(),
  branchName: Type.String(),
  readAt: Nullable(IsoTime),
});
export type Reader = Static<typeof Reader>;

/** One page of a sent message's recipients, with the message itself (the page's header). */
export const Readers = Type.Composite([Type.Object({ message: SentMessage }), Page(Reader)]);
export type Readers = Static<typeof Readers>;

export const notifySchemas = defineSchemas('notify', {
  preview: { summary: '按所选条件预览接收人（本人管理范围内的学员）', body: Type.Object({ audience: Audience }), data: AudiencePreview },
  send: {
    summary: '向所选学员发送一条消息或待办（可带应用内链接与截止时间）',
    body: Type.Object({
      kind: MessageKind,
      title: Str('标题', 1, 100),
      body: Str('正文', 1, 5000),
      audience: Audience,
      actionPath: Type.Optional(Str('链接', 0, 200, { pattern: `${APP_PATH_PATTERN}|^$` })),
      actionText: Type.Optional(Str('按钮文字', 0, 10)),
      dueAt: Type.Optional(
        Type.String({
          title: '截止时间',
          pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?(Z|[+-]\\d{2}:\\d{2})$',
          description: 'ISO 8601, e.g. 2026-12-20T16:00:00Z',
        }),
      ),
    }),
    data: SentMessage,
  },
  sent: { summary: '本人发出的消息与待办，及已读人数（新的在前）', body: Type.Object(PageQuery), data: Page(SentMessage) },
  readers: {
    summary: '一条本人发出的消息的接收人及是否已读',
    body: Type.Object({ id: Id('消息'), read: Type.Optional(Type.Boolean({ title: '是否已读' })), ...PageQuery }),
    data: Readers,
  },
});
