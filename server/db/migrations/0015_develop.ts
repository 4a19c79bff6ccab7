import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely';

// Frozen: party development (issue #11). A learner's development record (one per learner: the
// stage and the date each stage began), its steps (one per document; 思想汇报 one per quarter,
// unique per learner, document and period), each hand-in with the organisation's verdict, and the
// time rules of the 《中国共产党发展党员工作细则》 as data. Imports nothing from the app.

type Db = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const notNull = (c: ColumnDefinitionBuilder) => c.notNull();
const text = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo('');
const zero = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0);

export async function up(db: Db): Promise<void> {
  const isPg = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (c: ColumnDefinitionBuilder) => (isPg ? c.primaryKey() : c.primaryKey().autoIncrement());
  const idType = isPg ? 'serial' : 'integer';

  await db.schema.createTable('develop_application').addColumn('id', idType, id)
    .addColumn('user_id', 'integer', notNull)
    .addColumn('stage', 'text', notNull)
    .addColumn('applied_on', 'text')
    .addColumn('activist_on', 'text')
    .addColumn('candidate_on', 'text')
    .addColumn('probationary_on', 'text')
    .addColumn('member_on', 'text')
    .addColumn('contacts', 'text', text)
    .addColumn('created_at', 'text', notNull)
    .execute();
  await db.schema.createIndex('develop_application_user').on('develop_application').columns(['user_id']).unique().execute();

  await db.schema.createTable('develop_step').addColumn('id', idType, id)
    .addColumn('application_id', 'integer', notNull)
    .addColumn('user_id', 'integer', notNull)
    .addColumn('doc_code', 'text', notNull)
    .addColumn('period', 'text', text)
    .addColumn('title', 'text', notNull)
    .addColumn('due_date', 'text')
    .addColumn('state', 'text', notNull)
    .addColumn('content', 'text', text)
    .addColumn('char_count', 'integer', zero)
    .addColumn('rev', 'bigint', zero)
    .addColumn('fields', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('saved_at', 'text')
    .addColumn('submitted_at', 'text')
    .addColumn('sort', 'integer', zero)
    .execute();
  await db.schema.createIndex('develop_step_once').on('develop_step').columns(['application_id', 'doc_code', 'period']).unique().execute();
  await db.schema.createIndex('develop_step_user').on('develop_step').columns(['user_id']).execute();

  await db.schema.createTable('develop_submission').addColumn('id', idType, id)
    .addColumn('step_id', 'integer', notNull)
    .addColumn('user_id', 'integer', notNull)
    .addColumn('content', 'text', text)
    .addColumn('char_count', 'integer', zero)
    .addColumn('submitted_at', 'text', notNull)
    .addColumn('verdict', 'text', notNull)
    .addColumn('reviewer', 'text', text)
    .addColumn('comment', 'text', text)
    .addColumn('reviewed_at', 'text')
    .execute();
  await db.schema.createIndex('develop_submission_user').on('develop_submission').columns(['user_id', 'submitted_at']).execute();
  await db.schema.createIndex('develop_submission_step').on('develop_submission').columns(['step_id']).execute();

  // kind 'after': the document may be handed in `months` after the learner reached `since_stage`;
  // kind 'quarterly': one per quarter, from the first day of its quarter.
  await db.schema.createTable('develop_rule').addColumn('id', idType, id)
    .addColumn('doc_code', 'text', notNull)
    .addColumn('kind', 'text', notNull)
    .addColumn('since_stage', 'text', text)
    .addColumn('months', 'integer', zero)
    .addColumn('label', 'text', notNull)
    .addColumn('basis', 'text', text)
    .execute();
  await db.insertInto('develop_rule').values([
    { doc_code: 'report', kind: 'quarterly', since_stage: 'activist', months: 3, label: '每季度一篇思想汇报',
      basis: '《中国共产党发展党员工作细则》第十三条：党组织应当对入党积极分子进行经常性的培养教育和考察，入党积极分子应定期向党组织汇报思想。' },
    { doc_code: 'autobiography', kind: 'after', since_stage: 'activist', months: 12, label: '成为入党积极分子满一年',
      basis: '《中国共产党发展党员工作细则》第十五条：对经过一年以上培养教育和考察、基本具备党员条件的入党积极分子，可列为发展对象。' },
    { doc_code: 'volunteer', kind: 'after', since_stage: 'activist', months: 12, label: '成为入党积极分子满一年',
      basis: '《中国共产党发展党员工作细则》第十五条、第二十条：列为发展对象须经一年以上的培养考察，发展对象经支部大会讨论前填写入党志愿书。' },
    { doc_code: 'regularization', kind: 'after', since_stage: 'probationary', months: 12, label: '预备期满一年',
      basis: '《中国共产党发展党员工作细则》第二十八条、第三十条：预备党员的预备期为一年，预备期满时由本人向党支部提出书面转正申请。' },
  ]).execute();
}

export async function down(db: Db): Promise<void> {
  for (const table of ['develop_rule', 'develop_submission', 'develop_step', 'develop_application']) await db.schema.dropTable(table).execute();
}
