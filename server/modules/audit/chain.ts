import { createHash } from 'node:crypto';
import { inTransaction, lockKey, type Db } from '../../db/transaction';

// The audit log is append-only and chained: each entry stores the previous entry's hash and its
// own, the SHA-256 of that previous hash and its fields. Editing an entry changes its hash;
// removing one leaves the next entry pointing at a hash that is no longer there. Appends are
// serialised (one writer at a time on SQLite; an advisory lock on PostgreSQL) so two organisers
// acting at once still form one chain. The entry is written in the caller's transaction: the
// action and its record commit together or not at all.

export interface AuditActor {
  id: number;
  account: string;
  name: string;
}

export interface AuditInput {
  /** null: a command run on the server (an import) */
  actor: AuditActor | null;
  /** the role and scope acted under, e.g. 党支部 · 计算机学院本科生第一党支部 */
  role: string;
  action: string;
  target: string;
  before?: unknown;
  after?: unknown;
  at: string;
}

export interface ChainedFields {
  at: string;
  actorId: number | null;
  account: string;
  name: string;
  role: string;
  action: string;
  target: string;
  before: string;
  after: string;
  prevHash: string;
}

const asJson = (v: unknown) => (v === undefined || v === null ? '' : JSON.stringify(v));

export function entryHash(f: ChainedFields): string {
  const fields = [f.at, f.actorId, f.account, f.name, f.role, f.action, f.target, f.before, f.after, f.prevHash];
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}

export async function appendAudit(db: Db, e: AuditInput): Promise<void> {
  await inTransaction(db, async (trx) => {
    await lockKey(trx, 'audit_log');
    const last = await trx.selectFrom('auditLog').select('hash').orderBy('id', 'desc').limit(1).executeTakeFirst();
    const fields: ChainedFields = {
      at: e.at,
      actorId: e.actor?.id ?? null,
      account: e.actor?.account ?? '',
      name: e.actor?.name ?? '',
      role: e.role,
      action: e.action,
      target: e.target,
      before: asJson(e.before),
      after: asJson(e.after),
      prevHash: last?.hash ?? '',
    };
    await trx
      .insertInto('auditLog')
      .values({ ...fields, hash: entryHash(fields) })
      .execute();
  });
}

export interface ChainProblem {
  id: number;
  at: string;
  problem: string;
}

export interface ChainReport {
  entries: number;
  lastAt: string | null;
  problems: ChainProblem[];
}

/** Walks the whole chain in id order, a page at a time. */
export async function verifyChain(db: Db, pageSize = 1000): Promise<ChainReport> {
  const problems: ChainProblem[] = [];
  let prevHash = '';
  let afterId = 0;
  let entries = 0;
  let lastAt: string | null = null;
  for (;;) {
    const rows = await db.selectFrom('auditLog').selectAll().where('id', '>', afterId).orderBy('id').limit(pageSize).execute();
    for (const r of rows) {
      entries += 1;
      lastAt = r.at;
      if (r.prevHash !== prevHash) {
        problems.push({ id: r.id, at: r.at, problem: '前一条记录被删除或改动（链接的哈希对不上）' });
      }
      if (entryHash(r) !== r.hash) problems.push({ id: r.id, at: r.at, problem: '本条记录的内容被改动（哈希对不上）' });
      prevHash = r.hash;
      afterId = r.id;
    }
    if (rows.length < pageSize) break;
  }
  return { entries, lastAt, problems };
}
