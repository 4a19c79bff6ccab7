// The learners' messages. Conventions: see server/db/schema.ts.

import type { Generated } from 'kysely';
import type { MessageKind, TodoCondition } from '../../../contract/centerMessages';

export interface MessageTable {
  id: Generated<number>;
  kind: MessageKind;
  title: string;
  /** plain text */
  body: Generated<string>;
  sender: Generated<string>;
  sentAt: string;
  dueAt: string | null;
  /** to-dos: a path of this app where the thing is done */
  actionPath: Generated<string>;
  actionText: Generated<string>;
  /** to-dos: what closes it ('' none); see TodoCondition */
  doneWhen: Generated<TodoCondition>;
  /** the exam, topic, task or activity the condition is about */
  doneRef: number | null;
  /** the organiser who sent it from the console; null for messages of the system and the demo */
  sentBy: number | null;
}

export interface MessageRecipientTable {
  userId: number;
  messageId: number;
  /** null while unread */
  readAt: string | null;
}

export interface MessageTables {
  message: MessageTable;
  messageRecipient: MessageRecipientTable;
}
