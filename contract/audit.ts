import { Type, type Static } from '@sinclair/typebox';
import { defineSchemas } from './defineSchemas';
import { DateStr, IsoTime, Page, PageQuery, Str } from './common';

// The audit log: every organiser write, append-only, each entry chained to the one before by its
// hash (npm run audit:verify). Only the 系统管理员 reads it.

export const AuditEntry = Type.Object({
  id: Type.Integer(),
  at: IsoTime,
  account: Type.String(),
  name: Type.String(),
  /** the role and scope the action was taken under, e.g. 党支部 · 计算机学院本科生第一党支部 */
  role: Type.String(),
  action: Type.String(),
  /** what was acted on, in words (事项 12 心得体会 · 孙雨桐) */
  target: Type.String(),
  /** JSON of the values before and after ('' when there is none) */
  before: Type.String(),
  after: Type.String(),
});
export type AuditEntry = Static<typeof AuditEntry>;

export const auditSchemas = defineSchemas('audit', {
  list: {
    summary: '审计日志（新的在前，可按账号、动作与日期筛选）',
    body: Type.Object({
      account: Type.Optional(Str('账号', 0, 50)),
      action: Type.Optional(Str('动作', 0, 50)),
      from: Type.Optional(DateStr('开始日期')),
      to: Type.Optional(DateStr('结束日期')),
      ...PageQuery,
    }),
    data: Page(AuditEntry),
  },
});
