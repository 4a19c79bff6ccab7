import { sql } from 'kysely';
import type {
  MessageCounts,
  MessageDetail,
  MessageFilter,
  MessageItem,
  MessageKind,
  MessagePage,
  TodoCondition,
} from '../../../contract/centerMessages';
import type { Db } from '../../db/transaction';
import { fail } from '../../lib/errors';
import type { Viewer } from '../exam/cards';
import { doneTodos } from './todoDone';

// A learner's messages: only their own recipient rows are ever read or changed, so another
// learner's message id answers "消息不存在" like one that does not exist. Marking read is one
// conditional update (`read_at IS NULL`): the first read time stays, repeats change nothing, and
// the counts answered are read after the update in the same call. A to-do's done and overdue
// come from what it asks for (todoDone.ts), never from its read state.

export const NO_MESSAGE = '消息不存在';
const SUMMARY_CHARS = 80;

const summaryOf = (body: string) => {
  const flat = body.replace(/\s+/g, ' ').trim();
  return flat.length > SUMMARY_CHARS ? `${[...flat].slice(0, SUMMARY_CHARS).join('')}…` : flat;
};

const mine = (db: Db, userId: number) =>
  db.selectFrom('messageRecipient as r').innerJoin('message as m', 'm.id', 'r.messageId').where('r.userId', '=', userId);

type Row = {
  id: number;
  kind: MessageKind;
  title: string;
  body: string;
  sender: string;
  sentAt: string;
  dueAt: string | null;
  actionPath: string;
  actionText: string;
  readAt: string | null;
  doneWhen: TodoCondition;
  doneRef: number | null;
};

const columns = [
  'm.id',
  'm.kind',
  'm.title',
  'm.body',
  'm.sender',
  'm.sentAt',
  'm.dueAt',
  'm.actionPath',
  'm.actionText',
  'r.readAt',
  'm.doneWhen',
  'm.doneRef',
] as const;

/** The rows as items, each to-do with its done and overdue state at `nowIso`. */
async function itemsOf(db: Db, viewer: Viewer, rows: Row[], nowIso: string): Promise<MessageItem[]> {
  const done = await doneTodos(
    db,
    viewer,
    rows.filter((r) => r.kind === 'todo'),
    nowIso,
  );
  return rows.map((r) => {
    const closed = r.kind === 'todo' && done.has(r.id);
    return {
      id: r.id,
      kind: r.kind,
      title: r.title,
      summary: summaryOf(r.body),
      sender: r.sender,
      sentAt: r.sentAt,
      read: r.readAt !== null,
      dueAt: r.dueAt,
      actionPath: r.actionPath,
      actionText: r.actionText,
      done: closed,
      overdue: r.kind === 'todo' && !closed && r.dueAt !== null && r.dueAt <= nowIso,
    };
  });
}

/** The learner's unread counts, by kind and in all. */
export async function messageCounts(db: Db, userId: number): Promise<MessageCounts> {
  const rows = await mine(db, userId)
    .where('r.readAt', 'is', null)
    .select(['m.kind', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('m.kind')
    .execute();
  const of = (kind: MessageKind) => Number(rows.find((r) => r.kind === kind)?.n ?? 0);
  const unreadNotices = of('notice');
  const unreadTodos = of('todo');
  return { unread: unreadNotices + unreadTodos, unreadNotices, unreadTodos };
}

/** A page of the learner's messages, unread first, newest first within each. */
export async function messagePage(
  db: Db,
  viewer: Viewer,
  q: { pageNum: number; pageSize: number; kind?: MessageKind; filter?: MessageFilter },
  nowIso: string,
): Promise<MessagePage> {
  const userId = viewer.id;
  let base = mine(db, userId);
  if (q.kind) base = base.where('m.kind', '=', q.kind);
  if (q.filter === 'unread') base = base.where('r.readAt', 'is', null);
  if (q.filter === 'read') base = base.where('r.readAt', 'is not', null);
  const [total, rows, counts] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base
      .select(columns)
      .orderBy(sql`case when r.read_at is null then 0 else 1 end`)
      .orderBy('m.sentAt', 'desc')
      .orderBy('m.id', 'desc')
      .limit(q.pageSize)
      .offset((q.pageNum - 1) * q.pageSize)
      .execute(),
    messageCounts(db, userId),
  ]);
  return { list: await itemsOf(db, viewer, rows, nowIso), total: Number(total.n), pageNum: q.pageNum, pageSize: q.pageSize, counts };
}

/** Marks the learner's own messages read (all of them, or those of `ids`, or of one kind); unknown ids change nothing. */
async function markRead(db: Db, userId: number, nowIso: string, which: { ids?: number[]; kind?: MessageKind }): Promise<void> {
  let q = db.updateTable('messageRecipient').set({ readAt: nowIso }).where('userId', '=', userId).where('readAt', 'is', null);
  if (which.ids) q = q.where('messageId', 'in', which.ids);
  if (which.kind) q = q.where('messageId', 'in', (eb) => eb.selectFrom('message').select('id').where('kind', '=', which.kind!));
  await q.execute();
}

/** One message in full; opening it marks it read. */
export async function messageDetail(db: Db, viewer: Viewer, messageId: number, nowIso: string): Promise<MessageDetail> {
  await markRead(db, viewer.id, nowIso, { ids: [messageId] });
  const row = await mine(db, viewer.id).where('m.id', '=', messageId).select(columns).executeTakeFirst();
  if (!row) throw fail(NO_MESSAGE);
  const [item] = await itemsOf(db, viewer, [row], nowIso);
  return { ...item, body: row.body, readAt: row.readAt };
}

export async function setReadSingle(db: Db, userId: number, messageId: number, nowIso: string): Promise<MessageCounts> {
  const own = await mine(db, userId).where('m.id', '=', messageId).select('m.id').executeTakeFirst();
  if (!own) throw fail(NO_MESSAGE);
  await markRead(db, userId, nowIso, { ids: [messageId] });
  return messageCounts(db, userId);
}

export async function setRead(db: Db, userId: number, messageIds: number[], nowIso: string): Promise<MessageCounts> {
  const own = await mine(db, userId).where('m.id', 'in', messageIds).select('m.id').execute();
  if (own.length !== messageIds.length) throw fail(NO_MESSAGE);
  await markRead(db, userId, nowIso, { ids: messageIds });
  return messageCounts(db, userId);
}

export async function setReadAll(db: Db, userId: number, kind: MessageKind | undefined, nowIso: string): Promise<MessageCounts> {
  await markRead(db, userId, nowIso, { kind });
  return messageCounts(db, userId);
}
