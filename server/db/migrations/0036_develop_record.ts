import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely';

// Frozen: issue #43, the 25 steps of 发展党员 recorded by the organisation. develop_record: one row
// per person and step (unique: a step is recorded once), with its date, its fields (JSON
// [{ key, value }]), the organisation that handled it and the organiser who wrote it.
// develop_gate: the gates and time limits between steps as data (the numbers the 校级 organiser
// may change). develop_alert: one row per overdue item once its to-do has gone out, so several
// instances send it once. activity_project.exam_id: a class's 结业考试. Imports nothing from the app.

type Db = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const notNull = (c: ColumnDefinitionBuilder) => c.notNull();
const text = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo('');
const zero = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0);

export async function up(db: Db): Promise<void> {
  const isPg = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (c: ColumnDefinitionBuilder) => (isPg ? c.primaryKey() : c.primaryKey().autoIncrement());
  const idType = isPg ? 'serial' : 'integer';

  await db.schema.createTable('develop_record').addColumn('id', idType, id)
    .addColumn('application_id', 'integer', notNull)
    .addColumn('user_id', 'integer', notNull)
    .addColumn('step_no', 'integer', notNull)
    .addColumn('done_on', 'text', notNull)
    .addColumn('fields', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('handled_by', 'text', text)
    .addColumn('recorded_by', 'integer')
    .addColumn('recorded_by_name', 'text', text)
    .addColumn('recorded_at', 'text', notNull)
    .execute();
  await db.schema.createIndex('develop_record_once').on('develop_record').columns(['application_id', 'step_no']).unique().execute();
  await db.schema.createIndex('develop_record_user').on('develop_record').columns(['user_id']).execute();

  await db.schema.createTable('develop_gate').addColumn('id', idType, id)
    .addColumn('step_no', 'integer', notNull)
    .addColumn('kind', 'text', notNull)
    .addColumn('since_step', 'integer')
    .addColumn('months', 'integer', zero)
    .addColumn('hours', 'integer', zero)
    .addColumn('days', 'integer', zero)
    .addColumn('doc_code', 'text')
    .addColumn('basis', 'text', text)
    .addColumn('updated_by', 'text', text)
    .addColumn('updated_at', 'text')
    .execute();
  const law = '《中国共产党发展党员工作细则》';
  const gates = [
    { step_no: 2, kind: 'within', since_step: 1, months: 1, basis: `${law}第六条：党组织收到入党申请书后，应当在一个月内派人同入党申请人谈话。` },
    { step_no: 7, kind: 'after', since_step: 3, months: 12, basis: `${law}第十五条：对经过一年以上培养教育和考察、基本具备党员条件的入党积极分子，可列为发展对象。` },
    { step_no: 7, kind: 'reports', basis: `${law}第十三条：入党积极分子应定期向党组织汇报思想；本平台按每季度一篇审核。` },
    { step_no: 12, kind: 'training', hours: 24, days: 3, basis: `${law}第十九条：集中培训时间一般不少于三天（或不少于二十四个学时）；未经培训的，除个别特殊情况外，不能发展入党。` },
    { step_no: 12, kind: 'classExam', basis: `${law}第十九条：对发展对象进行短期集中培训，培训合格后方可提交支部委员会审查。` },
    { step_no: 14, kind: 'document', doc_code: 'volunteer', basis: `${law}第二十二条：发展对象在入党介绍人指导下如实填写入党志愿书。` },
    { step_no: 17, kind: 'within', since_step: 15, months: 3, basis: `${law}第二十五条：上级党委审批，一般应当在三个月内完成。` },
    { step_no: 22, kind: 'document', doc_code: 'regularization', basis: `${law}第三十条：预备党员预备期满，应当主动向党组织提出书面转正申请。` },
    { step_no: 22, kind: 'after', since_step: 15, months: 12, basis: `${law}第二十八条：预备党员的预备期为一年，从支部大会通过之日起计算。` },
    { step_no: 24, kind: 'after', since_step: 15, months: 12, basis: `${law}第三十一条：预备期满转为正式党员；延长预备期的，期满后方可转正（延长的月数按支部大会讨论转正时的记录）。` },
    { step_no: 24, kind: 'within', since_step: 23, months: 3, basis: `${law}第三十一条：上级党委对党支部上报的预备党员转正材料，一般应当在三个月内审批。` },
  ];
  await db
    .insertInto('develop_gate')
    .values(gates.map((g) => ({ since_step: null, months: 0, hours: 0, days: 0, doc_code: null, ...g })))
    .execute();

  await db.schema.createTable('develop_alert').addColumn('id', idType, id)
    .addColumn('application_id', 'integer', notNull)
    .addColumn('alert_key', 'text', notNull)
    .addColumn('sent_at', 'text', notNull)
    .execute();
  await db.schema.createIndex('develop_alert_once').on('develop_alert').columns(['application_id', 'alert_key']).unique().execute();

  await db.schema.alterTable('activity_project').addColumn('exam_id', 'integer').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('activity_project').dropColumn('exam_id').execute();
  for (const table of ['develop_alert', 'develop_gate', 'develop_record']) await db.schema.dropTable(table).execute();
}
