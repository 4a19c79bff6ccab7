import type { Kysely } from 'kysely';

// Frozen: a to-do (待办) message names what closes it (issue #39 item 18): done_when is the kind of
// condition ('' none, 'exam' the exam taken, 'work' the topic's 心得体会 handed in, 'task' the topic
// task handed in, 'activity' signed up for the activity, 'profile' phone and e-mail filled in) and
// done_ref the exam, topic, task or activity it is about. Reading a to-do no longer closes it.
// Imports nothing from the app.

type Db = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('message').addColumn('done_when', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('message').addColumn('done_ref', 'integer').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('message').dropColumn('done_ref').execute();
  await db.schema.alterTable('message').dropColumn('done_when').execute();
}
