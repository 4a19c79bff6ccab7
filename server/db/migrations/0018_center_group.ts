import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely';

// Frozen: 理论学习中心组 (issue #11): party committees' study groups with their members (cadres),
// study sessions (theme, time, place, host, speakers, readings), leave requests (once per member
// and session: unique key), check-ins (once per member and session) and the members' 学习体会
// (one per member and session: primary key). Imports nothing from the app.

type Db = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const notNull = (c: ColumnDefinitionBuilder) => c.notNull();
const text = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo('');
const zero = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0);

export async function up(db: Db): Promise<void> {
  const isPg = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (c: ColumnDefinitionBuilder) => (isPg ? c.primaryKey() : c.primaryKey().autoIncrement());
  const idType = isPg ? 'serial' : 'integer';

  await db.schema.createTable('center_group').addColumn('id', idType, id)
    .addColumn('org_id', 'integer', notNull)
    .addColumn('name', 'text', notNull)
    .addColumn('intro', 'text', text)
    .addColumn('created_at', 'text', notNull)
    .execute();
  await db.schema.createTable('center_group_member')
    .addColumn('group_id', 'integer', notNull)
    .addColumn('user_id', 'integer', notNull)
    .addColumn('role', 'text', text)
    .addPrimaryKeyConstraint('center_group_member_pk', ['group_id', 'user_id'])
    .execute();
  await db.schema.createIndex('center_group_member_user').on('center_group_member').columns(['user_id']).execute();
  await db.schema.createTable('center_group_session').addColumn('id', idType, id)
    .addColumn('group_id', 'integer', notNull)
    .addColumn('theme', 'text', notNull)
    .addColumn('start_time', 'text', notNull)
    .addColumn('end_time', 'text', notNull)
    .addColumn('place', 'text', text)
    .addColumn('host', 'text', text)
    .addColumn('speakers', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('readings', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('agenda', 'text', text)
    .addColumn('created_at', 'text', notNull)
    .execute();
  await db.schema.createIndex('center_group_session_group').on('center_group_session').columns(['group_id', 'start_time']).execute();
  await db.schema.createTable('center_group_leave').addColumn('id', idType, id)
    .addColumn('session_id', 'integer', notNull)
    .addColumn('user_id', 'integer', notNull)
    .addColumn('reason', 'text', notNull)
    .addColumn('state', 'text', notNull)
    .addColumn('comment', 'text', text)
    .addColumn('created_at', 'text', notNull)
    .addColumn('reviewed_at', 'text')
    .execute();
  await db.schema.createIndex('center_group_leave_once').on('center_group_leave').columns(['session_id', 'user_id']).unique().execute();
  await db.schema.createTable('center_group_checkin').addColumn('id', idType, id)
    .addColumn('session_id', 'integer', notNull)
    .addColumn('user_id', 'integer', notNull)
    .addColumn('method', 'text', notNull)
    .addColumn('checked_at', 'text', notNull)
    .execute();
  await db.schema.createIndex('center_group_checkin_once').on('center_group_checkin').columns(['session_id', 'user_id']).unique().execute();
  await db.schema.createIndex('center_group_checkin_user').on('center_group_checkin').columns(['user_id', 'checked_at']).execute();
  await db.schema.createTable('center_group_experience')
    .addColumn('session_id', 'integer', notNull)
    .addColumn('user_id', 'integer', notNull)
    .addColumn('content', 'text', text)
    .addColumn('char_count', 'integer', zero)
    .addColumn('rev', 'bigint', zero)
    .addColumn('state', 'text', notNull)
    .addColumn('saved_at', 'text', notNull)
    .addColumn('submitted_at', 'text')
    .addPrimaryKeyConstraint('center_group_experience_pk', ['session_id', 'user_id'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  for (const table of ['center_group_experience', 'center_group_checkin', 'center_group_leave', 'center_group_session', 'center_group_member', 'center_group']) {
    await db.schema.dropTable(table).execute();
  }
}
