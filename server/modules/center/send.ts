import type { MessageKind, TodoCondition } from '../../../contract/centerMessages';
import type { Db } from '../../db/transaction';

// Sending a message (消息) or a to-do (待办) to learners: one message row and a recipient row for
// each, unread. Run inside the caller's transaction, so a verdict and its message commit together.

export interface OutgoingMessage {
  kind: MessageKind;
  title: string;
  body: string;
  sender: string;
  sentAt: string;
  dueAt?: string | null;
  actionPath?: string;
  actionText?: string;
  doneWhen?: TodoCondition;
  doneRef?: number | null;
  /** the organiser sending it from the console */
  sentBy?: number | null;
}

export async function sendMessage(db: Db, m: OutgoingMessage, userIds: readonly number[]): Promise<number> {
  const row = await db
    .insertInto('message')
    .values({
      kind: m.kind,
      title: m.title,
      body: m.body,
      sender: m.sender,
      sentAt: m.sentAt,
      dueAt: m.dueAt ?? null,
      actionPath: m.actionPath ?? '',
      actionText: m.actionPath ? (m.actionText ?? '查看') : '',
      doneWhen: m.doneWhen ?? '',
      doneRef: m.doneRef ?? null,
      sentBy: m.sentBy ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const unique = [...new Set(userIds)];
  for (let i = 0; i < unique.length; i += 500) {
    await db
      .insertInto('messageRecipient')
      .values(unique.slice(i, i + 500).map((userId) => ({ userId, messageId: row.id, readAt: null })))
      .execute();
  }
  return row.id;
}
