import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely';

// Frozen: centralised training activities (issue #10). Projects (training classes) hold
// activities with a capacity and a sign-up deadline; `signed_count` is kept beside the capacity
// so one conditional UPDATE decides the last seat. Sign-ups and leave requests are one row per
// activity and learner (the unique keys hold "once" under concurrency). Imports nothing from the app.

type Db = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const notNull = (c: ColumnDefinitionBuilder) => c.notNull();
const text = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo('');
const zero = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0);

export async function up(db: Db): Promise<void> {
  const isPg = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (c: ColumnDefinitionBuilder) => (isPg ? c.primaryKey() : c.primaryKey().autoIncrement());
  const idType = isPg ? 'serial' : 'integer';

  await db.schema.createTable('activity_project').addColumn('id', idType, id)
    .addColumn('title', 'text', notNull)
    .addColumn('track', 'text', notNull)
    .addColumn('audience', 'text', notNull)
    .addColumn('org_id', 'integer')
    .addColumn('organizer', 'text', text)
    .addColumn('start_date', 'text', notNull)
    .addColumn('end_date', 'text', notNull)
    .addColumn('intro', 'text', text)
    .addColumn('sort', 'integer', zero)
    .execute();
  await db.schema.createTable('activity').addColumn('id', idType, id)
    .addColumn('project_id', 'integer', notNull)
    .addColumn('title', 'text', notNull)
    .addColumn('category', 'text', text)
    .addColumn('place', 'text', text)
    .addColumn('organizer', 'text', text)
    .addColumn('content', 'text', text)
    .addColumn('start_time', 'text', notNull)
    .addColumn('end_time', 'text', notNull)
    .addColumn('signup_deadline', 'text', notNull)
    .addColumn('capacity', 'integer', zero)
    .addColumn('signed_count', 'integer', zero)
    .execute();
  await db.schema.createIndex('activity_project_time').on('activity').columns(['project_id', 'start_time']).execute();
  await db.schema.createTable('activity_signup')
    .addColumn('activity_id', 'integer', notNull)
    .addColumn('user_id', 'integer', notNull)
    .addColumn('status', 'text', notNull)
    .addColumn('signed_at', 'text', notNull)
    .addColumn('cancelled_at', 'text')
    .addPrimaryKeyConstraint('activity_signup_pk', ['activity_id', 'user_id'])
    .execute();
  await db.schema.createIndex('activity_signup_user').on('activity_signup').columns(['user_id', 'status']).execute();
  await db.schema.createTable('activity_leave').addColumn('id', idType, id)
    .addColumn('activity_id', 'integer', notNull)
    .addColumn('user_id', 'integer', notNull)
    .addColumn('reason', 'text', notNull)
    .addColumn('state', 'text', notNull)
    .addColumn('comment', 'text', text)
    .addColumn('created_at', 'text', notNull)
    .addColumn('reviewed_at', 'text')
    .execute();
  await db.schema.createIndex('activity_leave_once').on('activity_leave').columns(['activity_id', 'user_id']).unique().execute();
  await db.schema.createTable('activity_checkin').addColumn('id', idType, id)
    .addColumn('activity_id', 'integer', notNull)
    .addColumn('user_id', 'integer', notNull)
    .addColumn('place', 'text', text)
    .addColumn('scanned_at', 'text', notNull)
    .execute();
  await db.schema.createIndex('activity_checkin_user').on('activity_checkin').columns(['user_id', 'scanned_at']).execute();
}

export async function down(db: Db): Promise<void> {
  for (const table of ['activity_checkin', 'activity_leave', 'activity_signup', 'activity', 'activity_project']) {
    await db.schema.dropTable(table).execute();
  }
}
