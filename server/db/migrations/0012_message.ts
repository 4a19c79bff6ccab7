import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely';

// Frozen: the learners' messages (issue #11). A message is written once (a notice or a to-do
// from the organisation); each recipient has a row with their own read time, so marking read is
// one conditional update of the learner's own rows. Imports nothing from the app.

type Db = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const notNull = (c: ColumnDefinitionBuilder) => c.notNull();
const text = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo('');

export async function up(db: Db): Promise<void> {
  const isPg = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (c: ColumnDefinitionBuilder) => (isPg ? c.primaryKey() : c.primaryKey().autoIncrement());
  const idType = isPg ? 'serial' : 'integer';

  await db.schema.createTable('message').addColumn('id', idType, id)
    .addColumn('kind', 'text', notNull)
    .addColumn('title', 'text', notNull)
    .addColumn('body', 'text', text)
    .addColumn('sender', 'text', text)
    .addColumn('sent_at', 'text', notNull)
    .addColumn('due_at', 'text')
    .addColumn('action_path', 'text', text)
    .addColumn('action_text', 'text', text)
    .execute();
  await db.schema.createTable('message_recipient')
    .addColumn('user_id', 'integer', notNull)
    .addColumn('message_id', 'integer', notNull)
    .addColumn('read_at', 'text')
    .addPrimaryKeyConstraint('message_recipient_pk', ['user_id', 'message_id'])
    .execute();
  // the badge's count: a learner's unread rows
  await db.schema.createIndex('message_recipient_unread').on('message_recipient').columns(['user_id', 'read_at']).execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('message_recipient').execute();
  await db.schema.dropTable('message').execute();
}
