import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely';

// Frozen: party activities and education-base visits held by the college and school committees
// (issue #11), the organisers' participation records (one per learner and activity: unique key),
// and the learners' make-up records for organisation life (org_act) they missed or took leave
// from (one per learner and activity: unique key). Imports nothing from the app.

type Db = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const notNull = (c: ColumnDefinitionBuilder) => c.notNull();
const text = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo('');

export async function up(db: Db): Promise<void> {
  const isPg = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (c: ColumnDefinitionBuilder) => (isPg ? c.primaryKey() : c.primaryKey().autoIncrement());
  const idType = isPg ? 'serial' : 'integer';

  await db.schema.createTable('party_act').addColumn('id', idType, id)
    .addColumn('org_id', 'integer', notNull)
    .addColumn('kind', 'text', notNull)
    .addColumn('category', 'text', notNull)
    .addColumn('title', 'text', notNull)
    .addColumn('start_time', 'text', notNull)
    .addColumn('end_time', 'text', notNull)
    .addColumn('place', 'text', text)
    .addColumn('organizer', 'text', text)
    .addColumn('capacity', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('base_name', 'text', text)
    .addColumn('base_address', 'text', text)
    .addColumn('intro', 'text', text)
    .addColumn('agenda', 'text', text)
    .addColumn('created_at', 'text', notNull)
    .execute();
  await db.schema.createIndex('party_act_org').on('party_act').columns(['org_id', 'kind', 'start_time']).execute();
  await db.schema.createTable('party_act_record')
    .addColumn('act_id', 'integer', notNull)
    .addColumn('user_id', 'integer', notNull)
    .addColumn('status', 'text', notNull)
    .addColumn('check_in_at', 'text')
    .addColumn('remark', 'text', text)
    .addPrimaryKeyConstraint('party_act_record_pk', ['act_id', 'user_id'])
    .execute();

  await db.schema.createTable('org_act_mend').addColumn('id', idType, id)
    .addColumn('act_id', 'integer', notNull)
    .addColumn('user_id', 'integer', notNull)
    .addColumn('requirement', 'text', notNull)
    .addColumn('deadline', 'text', notNull)
    .addColumn('state', 'text', notNull)
    .addColumn('note', 'text', text)
    .addColumn('submitted_at', 'text')
    .addColumn('confirmed_by', 'text', text)
    .addColumn('confirm_comment', 'text', text)
    .addColumn('confirmed_at', 'text')
    .addColumn('created_at', 'text', notNull)
    .execute();
  await db.schema.createIndex('org_act_mend_once').on('org_act_mend').columns(['act_id', 'user_id']).unique().execute();
  await db.schema.createIndex('org_act_mend_user').on('org_act_mend').columns(['user_id', 'deadline']).execute();
}

export async function down(db: Db): Promise<void> {
  for (const table of ['org_act_mend', 'party_act_record', 'party_act']) {
    await db.schema.dropTable(table).execute();
  }
}
