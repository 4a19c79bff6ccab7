import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely';

// Frozen: 党务园地 (issue #11): the discussion board (talk topics set by the organisation, posts,
// likes once per person by primary key, comments; a deleted post or comment keeps a tombstone row
// for the posting rate) and the party dues: the rule as data, seeded from the 2008 中共中央组织部
// 《关于中国共产党党费收缴、使用和管理的规定》, and each member's monthly records. Imports nothing from the app.

type Db = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const notNull = (c: ColumnDefinitionBuilder) => c.notNull();
const text = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo('');

const BASIS = '中共中央组织部《关于中国共产党党费收缴、使用和管理的规定》（2008年）';

export async function up(db: Db): Promise<void> {
  const isPg = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (c: ColumnDefinitionBuilder) => (isPg ? c.primaryKey() : c.primaryKey().autoIncrement());
  const idType = isPg ? 'serial' : 'integer';

  await db.schema.createTable('party_talk').addColumn('id', idType, id)
    .addColumn('title', 'text', notNull)
    .addColumn('description', 'text', text)
    .addColumn('sort', 'integer', notNull)
    .addColumn('created_at', 'text', notNull)
    .execute();
  await db.schema.createTable('party_sns').addColumn('id', idType, id)
    .addColumn('user_id', 'integer', notNull)
    .addColumn('talk_id', 'integer')
    .addColumn('title', 'text', notNull)
    .addColumn('content', 'text', notNull)
    .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', 'text', notNull)
    .addColumn('deleted_at', 'text')
    .execute();
  await db.schema.createIndex('party_sns_time').on('party_sns').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('party_sns_talk').on('party_sns').columns(['talk_id', 'created_at']).execute();
  await db.schema.createIndex('party_sns_user').on('party_sns').columns(['user_id', 'created_at']).execute();
  await db.schema.createTable('party_sns_like')
    .addColumn('sns_id', 'integer', notNull)
    .addColumn('user_id', 'integer', notNull)
    .addColumn('created_at', 'text', notNull)
    .addPrimaryKeyConstraint('party_sns_like_pk', ['sns_id', 'user_id'])
    .execute();
  await db.schema.createTable('party_sns_comment').addColumn('id', idType, id)
    .addColumn('sns_id', 'integer', notNull)
    .addColumn('user_id', 'integer', notNull)
    .addColumn('content', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .addColumn('deleted_at', 'text')
    .execute();
  await db.schema.createIndex('party_sns_comment_sns').on('party_sns_comment').columns(['sns_id', 'created_at']).execute();
  await db.schema.createIndex('party_sns_comment_user').on('party_sns_comment').columns(['user_id', 'created_at']).execute();

  await db.schema.createTable('dues_rule').addColumn('id', idType, id)
    .addColumn('category', 'text', notNull)
    .addColumn('up_to_fen', 'integer')
    .addColumn('permille', 'integer')
    .addColumn('fixed_fen', 'integer')
    .addColumn('sort', 'integer', notNull)
    .addColumn('basis', 'text', text)
    .execute();
  await db.schema.createTable('dues_record')
    .addColumn('user_id', 'integer', notNull)
    .addColumn('month', 'text', notNull)
    .addColumn('category', 'text', notNull)
    .addColumn('base_fen', 'integer')
    .addColumn('permille', 'integer')
    .addColumn('amount_fen', 'integer', notNull)
    .addColumn('paid_date', 'text')
    .addColumn('created_at', 'text', notNull)
    .addPrimaryKeyConstraint('dues_record_pk', ['user_id', 'month'])
    .execute();

  // 学生党员每月 0.2 元; 在职: 税后月工资收入 3000 元以下（含）0.5%，3000–5000（含）1%，5000–10000（含）1.5%，10000 以上 2%;
  // 离退休: 月离退休费 5000 元以下（含）0.5%，5000 以上 1%.
  const band = (category: string, upToYuan: number | null, permille: number | null, fixedFen: number | null, sort: number) =>
    ({ category, up_to_fen: upToYuan === null ? null : upToYuan * 100, permille, fixed_fen: fixedFen, sort, basis: BASIS });
  await db.insertInto('dues_rule').values([
    band('student', null, null, 20, 1),
    band('staff', 3000, 5, null, 1),
    band('staff', 5000, 10, null, 2),
    band('staff', 10000, 15, null, 3),
    band('staff', null, 20, null, 4),
    band('retired', 5000, 5, null, 1),
    band('retired', null, 10, null, 2),
  ]).execute();
}

export async function down(db: Db): Promise<void> {
  for (const table of ['dues_record', 'dues_rule', 'party_sns_comment', 'party_sns_like', 'party_sns', 'party_talk']) await db.schema.dropTable(table).execute();
}
