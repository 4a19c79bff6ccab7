import { Type, type TSchema } from '@sinclair/typebox';

// Every field carries its Chinese name in `title`: the server builds its 10002 messages from it
// ("页码必须是整数"), so a learner is told which field to fix.

import { MAX_ID } from './limits';

export { MAX_ID };
export const Id = (title: string) => Type.Integer({ minimum: 1, maximum: MAX_ID, title });
export const Str = (title: string, minLength: number, maxLength: number, extra: object = {}) =>
  Type.String({ title, minLength, maxLength, ...extra });
export const DateStr = (title: string) => Type.String({ title, pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD' });
/** ISO 8601 instant, e.g. 2026-11-21T08:00:00.000Z */
export const IsoTime = Type.String({ description: 'ISO 8601' });
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const Empty = Type.Object({});
export const NullData = Type.Null();

export const PageQuery = {
  pageNum: Type.Integer({ title: '页码', minimum: 1, maximum: 100000, default: 1 }),
  pageSize: Type.Integer({ title: '每页条数', minimum: 1, maximum: 100, default: 10 }),
};
export const PageQueryBody = Type.Object(PageQuery);

export const Page = <T extends TSchema>(item: T) =>
  Type.Object({
    list: Type.Array(item),
    total: Type.Integer({ minimum: 0 }),
    pageNum: Type.Integer({ minimum: 1 }),
    pageSize: Type.Integer({ minimum: 1 }),
  });
export interface PageOf<T> {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}

export const Keyword = Type.Optional(Str('关键词', 0, 50));
