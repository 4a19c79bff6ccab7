import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { PageOf } from '../../../contract/common';
import type { Database } from '../../db/schema';

// What notices and news lists share: one order (pinned first, then newest, then newest id so
// equal times still have a stable order), paging, title search and the neighbours of an item.

export type Listed = 'notice' | 'news';
export interface Position {
  id: number;
  isTop: number;
  publishedAt: string;
}

export const DEFAULT_PAGE = { pageNum: 1, pageSize: 10 };
export const offsetOf = (pageNum: number, pageSize: number): number => (pageNum - 1) * pageSize;
export const pageOf = <T>(list: T[], total: number, pageNum: number, pageSize: number): PageOf<T> => ({
  list,
  total,
  pageNum,
  pageSize,
});

/** Title contains the keyword, literally: % and _ typed by a learner are not wildcards. `column` names the title when a join makes it ambiguous. */
export function titleContains(keyword: string, column = 'title'): Expression<SqlBool> {
  const pattern = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<SqlBool>`lower(${sql.ref(column)}) like lower(${pattern}) escape '\\'`;
}

/**
 * Rows after `at` in list order (isTop desc, publishedAt desc, id desc), or before it when
 * `before` is set. Written as a tuple comparison spelled out, which both databases index.
 */
export function beyond<T extends Listed>(eb: ExpressionBuilder<Database, T>, at: Position, before: boolean): Expression<SqlBool> {
  const op = before ? '>' : '<';
  // sql.ref: the same column names on both tables, without a generic Kysely cannot resolve.
  const ref = (c: 'isTop' | 'publishedAt' | 'id') => sql.ref<string | number>(c);
  return eb.or([
    eb(ref('isTop'), op, at.isTop),
    eb.and([eb(ref('isTop'), '=', at.isTop), eb(ref('publishedAt'), op, at.publishedAt)]),
    eb.and([eb(ref('isTop'), '=', at.isTop), eb(ref('publishedAt'), '=', at.publishedAt), eb(ref('id'), op, at.id)]),
  ]);
}

export const listDirection = (before: boolean) => (before ? 'asc' : 'desc') as 'asc' | 'desc';
