import type { PageOf } from '../../../contract/common';
import type { AuditEntry } from '../../../contract/audit';
import type { Db } from '../../db/transaction';
import { offsetOf, pageOf, titleContains } from '../cms/listing';

// The audit log as the 系统管理员 reads it: newest first, filtered by account, action words and
// Beijing dates (a date's entries are those from its 00:00 to the next day's 00:00, Beijing time).

export interface AuditQuery {
  account?: string;
  action?: string;
  from?: string;
  to?: string;
  pageNum: number;
  pageSize: number;
}

/** The instant a Beijing date begins. */
const beijingStart = (date: string) => new Date(`${date}T00:00:00+08:00`).toISOString();
const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

export async function auditList(db: Db, q: AuditQuery): Promise<PageOf<AuditEntry>> {
  const account = q.account?.trim() ?? '';
  const action = q.action?.trim() ?? '';
  const base = db
    .selectFrom('auditLog')
    .$if(account !== '', (w) => w.where((eb) => eb.or([titleContains(account, 'account'), titleContains(account, 'name')])))
    .$if(action !== '', (w) => w.where(titleContains(action, 'action')))
    .$if(q.from !== undefined, (w) => w.where('at', '>=', beijingStart(q.from!)))
    .$if(q.to !== undefined, (w) => w.where('at', '<', beijingStart(nextDay(q.to!))));
  const [rows, count] = await Promise.all([
    base
      .select(['id', 'at', 'account', 'name', 'role', 'action', 'target', 'before', 'after'])
      .orderBy('id', 'desc')
      .limit(q.pageSize)
      .offset(offsetOf(q.pageNum, q.pageSize))
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return pageOf(rows, Number(count.n), q.pageNum, q.pageSize);
}
