import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely';

// Frozen: party organisation life and votes (issue #11): the branches' and committees' 三会一课
// and 主题党日 with attendance records and leave requests (once per learner: unique key), and the
// branches' votes with their items, ballots (once per member: unique key) and choices. Imports
// nothing from the app.

type Db = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const notNull = (c: ColumnDefinitionBuilder) => c.notNull();
const text = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo('');

export async function up(db: Db): Promise<void> {
  const isPg = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (c: ColumnDefinitionBuilder) => (isPg ? c.primaryKey() : c.primaryKey().autoIncrement());
  const idType = isPg ? 'serial' : 'integer';

  await db.schema.createTable('org_act').addColumn('id', idType, id)
    .addColumn('org_id', 'integer', notNull)
    .addColumn('category', 'text', notNull)
    .addColumn('title', 'text', notNull)
    .addColumn('start_time', 'text', notNull)
    .addColumn('end_time', 'text', notNull)
    .addColumn('place', 'text', text)
    .addColumn('organizer', 'text', text)
    .addColumn('agenda', 'text', text)
    .addColumn('created_at', 'text', notNull)
    .execute();
  await db.schema.createIndex('org_act_org').on('org_act').columns(['org_id', 'start_time']).execute();
  await db.schema.createTable('org_act_attendance')
    .addColumn('act_id', 'integer', notNull)
    .addColumn('user_id', 'integer', notNull)
    .addColumn('status', 'text', notNull)
    .addPrimaryKeyConstraint('org_act_attendance_pk', ['act_id', 'user_id'])
    .execute();
  await db.schema.createTable('org_act_leave').addColumn('id', idType, id)
    .addColumn('act_id', 'integer', notNull)
    .addColumn('user_id', 'integer', notNull)
    .addColumn('reason', 'text', notNull)
    .addColumn('state', 'text', notNull)
    .addColumn('comment', 'text', text)
    .addColumn('created_at', 'text', notNull)
    .addColumn('reviewed_at', 'text')
    .execute();
  await db.schema.createIndex('org_act_leave_once').on('org_act_leave').columns(['act_id', 'user_id']).unique().execute();

  await db.schema.createTable('org_vote').addColumn('id', idType, id)
    .addColumn('org_id', 'integer', notNull)
    .addColumn('title', 'text', notNull)
    .addColumn('description', 'text', text)
    .addColumn('start_time', 'text', notNull)
    .addColumn('end_time', 'text', notNull)
    .addColumn('mode', 'text', notNull)
    .addColumn('max_choices', 'integer', notNull)
    .addColumn('anonymous', 'integer', notNull)
    .addColumn('show_results_before_end', 'integer', notNull)
    .addColumn('eligible_identities', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', 'text', notNull)
    .execute();
  await db.schema.createIndex('org_vote_org').on('org_vote').columns(['org_id', 'end_time']).execute();
  await db.schema.createTable('org_vote_item').addColumn('id', idType, id)
    .addColumn('vote_id', 'integer', notNull)
    .addColumn('name', 'text', notNull)
    .addColumn('intro', 'text', text)
    .addColumn('sort', 'integer', notNull)
    .execute();
  await db.schema.createIndex('org_vote_item_vote').on('org_vote_item').columns(['vote_id', 'sort']).execute();
  await db.schema.createTable('org_vote_ballot').addColumn('id', idType, id)
    .addColumn('vote_id', 'integer', notNull)
    .addColumn('user_id', 'integer', notNull)
    .addColumn('cast_at', 'text', notNull)
    .execute();
  await db.schema.createIndex('org_vote_ballot_once').on('org_vote_ballot').columns(['vote_id', 'user_id']).unique().execute();
  await db.schema.createTable('org_vote_choice').addColumn('id', idType, id)
    .addColumn('vote_id', 'integer', notNull)
    .addColumn('item_id', 'integer', notNull)
    .addColumn('user_id', 'integer')
    .execute();
  await db.schema.createIndex('org_vote_choice_vote').on('org_vote_choice').columns(['vote_id', 'item_id']).execute();
}

export async function down(db: Db): Promise<void> {
  for (const table of ['org_vote_choice', 'org_vote_ballot', 'org_vote_item', 'org_vote', 'org_act_leave', 'org_act_attendance', 'org_act']) {
    await db.schema.dropTable(table).execute();
  }
}
