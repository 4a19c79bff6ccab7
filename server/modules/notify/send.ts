import type { PageOf } from '../../../contract/common';
import type { Audience, Readers, SentMessage } from '../../../contract/notify';
import type { MessageKind } from '../../../contract/centerMessages';
import { inTransaction, type Db } from '../../db/transaction';
import { fail } from '../../lib/errors';
import { appendAudit } from '../audit/chain';
import { sendMessage } from '../center/send';
import { offsetOf, pageOf } from '../cms/listing';
import { roleLineFor, type Organiser } from '../organiser/scope';
import { MSG_EMPTY_AUDIENCE, resolveAudience } from './audience';

// Sending from the console: one message to every recipient resolved on the server, written with
// its audit entry in one transaction. The sender sees what they sent and who has read it.

export interface SendBody {
  kind: MessageKind;
  title: string;
  body: string;
  audience: Audience;
  actionPath?: string;
  actionText?: string;
  dueAt?: string;
}

const NOT_YOURS = '该消息不存在，或不是您发出的';

export async function sendFromConsole(db: Db, o: Organiser, b: SendBody, now: Date): Promise<SentMessage> {
  const title = b.title.trim();
  const text = b.body.trim();
  if (!title) throw fail('请填写标题');
  if (!text) throw fail('请填写正文');
  const dueAt = b.dueAt ? new Date(b.dueAt) : null;
  if (dueAt && Number.isNaN(dueAt.getTime())) throw fail('截止时间不是有效的时间');
  if (dueAt && dueAt <= now) throw fail('截止时间应晚于现在');
  if (b.kind === 'notice' && dueAt) throw fail('通知不设截止时间；需要学员在截止前完成的请选择“待办”');
  const actionPath = b.actionPath?.trim() ?? '';
  if (b.kind === 'todo' && !dueAt) throw fail('待办请设置截止时间：到时仍未完成的显示为逾期');
  if (b.kind === 'todo' && !actionPath) throw fail('待办请填写学员完成它的页面链接');
  const { ids } = await resolveAudience(db, o, b.audience);
  if (ids.length === 0) throw fail(MSG_EMPTY_AUDIENCE);
  const at = now.toISOString();
  const role = roleLineFor(o, null);
  return inTransaction(db, async (trx) => {
    const id = await sendMessage(
      trx,
      {
        kind: b.kind,
        title,
        body: text,
        sender: role.split(' · ')[1] || o.name,
        sentAt: at,
        dueAt: dueAt?.toISOString() ?? null,
        actionPath,
        actionText: b.actionText?.trim() || (b.kind === 'todo' ? '去完成' : '查看'),
        sentBy: o.userId,
      },
      ids,
    );
    await appendAudit(trx, {
      actor: { id: o.userId, account: o.account, name: o.name },
      role,
      action: b.kind === 'todo' ? '发送待办' : '发送消息',
      target: `「${title}」 · ${ids.length} 人 · 消息 ${id}`,
      after: { kind: b.kind, title, audience: b.audience, dueAt: dueAt?.toISOString() ?? null, actionPath, recipients: ids.length },
      at,
    });
    return { id, kind: b.kind, title, sentAt: at, dueAt: dueAt?.toISOString() ?? null, actionPath, recipients: ids.length, read: 0 };
  });
}

function sentRows(db: Db, userId: number) {
  return db.selectFrom('message as m').where('m.sentBy', '=', userId);
}

/** The sender's messages with their recipient and reader counts (the list, and the readers page's header). */
function sentWithCounts(db: Db, userId: number) {
  return sentRows(db, userId)
    .select(['m.id', 'm.kind', 'm.title', 'm.sentAt', 'm.dueAt', 'm.actionPath'])
    .select((eb) => [
      eb
        .selectFrom('messageRecipient as r')
        .whereRef('r.messageId', '=', 'm.id')
        .select(eb.fn.countAll<number | string>().as('n'))
        .as('recipients'),
      eb
        .selectFrom('messageRecipient as r')
        .whereRef('r.messageId', '=', 'm.id')
        .where('r.readAt', 'is not', null)
        .select(eb.fn.countAll<number | string>().as('n'))
        .as('read'),
    ]);
}

const withCounts = <R extends { recipients: unknown; read: unknown }>(r: R) => ({
  ...r,
  recipients: Number(r.recipients ?? 0),
  read: Number(r.read ?? 0),
});

export async function sentMessages(db: Db, o: Organiser, q: { pageNum: number; pageSize: number }): Promise<PageOf<SentMessage>> {
  const [rows, count] = await Promise.all([
    sentWithCounts(db, o.userId)
      .orderBy('m.sentAt', 'desc')
      .orderBy('m.id', 'desc')
      .limit(q.pageSize)
      .offset(offsetOf(q.pageNum, q.pageSize))
      .execute(),
    sentRows(db, o.userId)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return pageOf(rows.map(withCounts), Number(count.n), q.pageNum, q.pageSize);
}

export async function readers(
  db: Db,
  o: Organiser,
  q: { id: number; read?: boolean; pageNum: number; pageSize: number },
): Promise<Readers> {
  const mine = await sentWithCounts(db, o.userId).where('m.id', '=', q.id).executeTakeFirst();
  if (!mine) throw fail(NOT_YOURS);
  const base = db
    .selectFrom('messageRecipient as r')
    .innerJoin('user as u', 'u.id', 'r.userId')
    .leftJoin('orgUnit as b', 'b.id', 'u.orgId')
    .where('r.messageId', '=', q.id)
    .$if(q.read === true, (w) => w.where('r.readAt', 'is not', null))
    .$if(q.read === false, (w) => w.where('r.readAt', 'is', null));
  const [rows, count] = await Promise.all([
    base
      .select(['u.name', 'u.account', 'b.name as branchName', 'r.readAt'])
      .orderBy('b.name')
      .orderBy('u.account')
      .limit(q.pageSize)
      .offset(offsetOf(q.pageNum, q.pageSize))
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const page = pageOf(
    rows.map((r) => ({ ...r, branchName: r.branchName ?? '' })),
    Number(count.n),
    q.pageNum,
    q.pageSize,
  );
  return { ...page, message: withCounts(mine) };
}
