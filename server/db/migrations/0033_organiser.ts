import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen: issue #41, the organiser side's foundation.
// - org_grant: a role (branch, college, school, sysadmin) held by an account at a node of the
//   party-organisation tree; one row per (user, role, node).
// - audit_log: every organiser write, append-only; hash = sha256 of the previous entry's hash and
//   this entry's fields, so an edited or removed entry breaks the chain.
// - review_item: one row per hand-in an organiser decides (kind, the source row it is about,
//   the learner, when, the verdict). At most one pending item per source row (partial unique
//   index). `backfill` makes the items for what earlier versions stored as handed in; the demo
//   seed calls it too, after writing its rows.
// - message.sent_by: the organiser who sent a message from the console (null: the demo, the system).
// Imports nothing from the app.

type Db = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const notNull = (c: ColumnDefinitionBuilder) => c.notNull();
const text = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo('');

export async function up(db: Db): Promise<void> {
  const isPg = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (c: ColumnDefinitionBuilder) => (isPg ? c.primaryKey() : c.primaryKey().autoIncrement());
  const idType = isPg ? 'serial' : 'integer';

  await db.schema.createTable('org_grant').addColumn('id', idType, id)
    .addColumn('user_id', 'integer', notNull)
    .addColumn('role', 'text', notNull)
    .addColumn('org_id', 'integer', notNull)
    .addColumn('granted_by', 'text', text)
    .addColumn('granted_at', 'text', notNull)
    .execute();
  await db.schema.createIndex('org_grant_unique').on('org_grant').columns(['user_id', 'role', 'org_id']).unique().execute();

  await db.schema.createTable('audit_log').addColumn('id', idType, id)
    .addColumn('at', 'text', notNull)
    .addColumn('actor_id', 'integer')
    .addColumn('account', 'text', text)
    .addColumn('name', 'text', text)
    .addColumn('role', 'text', text)
    .addColumn('action', 'text', notNull)
    .addColumn('target', 'text', text)
    .addColumn('before', 'text', text)
    .addColumn('after', 'text', text)
    .addColumn('prev_hash', 'text', text)
    .addColumn('hash', 'text', notNull)
    .execute();
  await db.schema.createIndex('audit_log_at').on('audit_log').columns(['at']).execute();

  await db.schema.createTable('review_item').addColumn('id', idType, id)
    .addColumn('kind', 'text', notNull)
    .addColumn('source', 'text', notNull)
    .addColumn('ref_id', 'integer', notNull)
    .addColumn('user_id', 'integer', notNull)
    .addColumn('title', 'text', text)
    .addColumn('submitted_at', 'text', notNull)
    .addColumn('state', 'text', notNull)
    .addColumn('decided_at', 'text')
    .addColumn('decided_by', 'integer')
    .addColumn('reviewer_name', 'text', text)
    .addColumn('reason', 'text', text)
    .addColumn('score', 'integer')
    .execute();
  await db.schema.createIndex('review_item_queue').on('review_item').columns(['kind', 'state', 'submitted_at']).execute();
  await db.schema.createIndex('review_item_source').on('review_item').columns(['source', 'ref_id', 'user_id']).execute();
  await db.schema
    .createIndex('review_item_one_pending')
    .on('review_item')
    .columns(['source', 'ref_id', 'user_id'])
    .unique()
    .where(sql.ref('state'), '=', 'pending')
    .execute();
  // a message an organiser sent from the console names its sender, whose 已发消息 lists it
  await db.schema.alterTable('message').addColumn('sent_by', 'integer').execute();
  await db.schema.createIndex('message_sent_by').on('message').columns(['sent_by', 'sent_at']).execute();
  await backfill(db);
}

const INTEGER_COLUMNS = ['ref_id', 'user_id', 'score'];
const COLUMNS = ['kind', 'source', 'ref_id', 'user_id', 'title', 'submitted_at', 'state', 'decided_at', 'reviewer_name', 'reason', 'score'];

/**
 * Review items for the hand-ins already stored and their verdicts, for every source row that has
 * no item yet (so running it again adds nothing).
 */
export async function backfill(db: Db): Promise<void> {
  const statements = [
    sql`select 'experience', 'topicWork', w.topic_id, w.user_id, t.title, w.submitted_at,
          case w.state when 'submitted' then 'pending' when 'returned' then 'returned' else 'approved' end, w.reviewed_at, w.reviewer,
          case w.state when 'returned' then w.comment else '' end, w.score
        from topic_work w join topic t on t.id = w.topic_id
        where w.state in ('submitted', 'reviewed', 'returned') and w.submitted_at is not null`,
    sql`select 'practice', 'practiceRecord', p.id, p.user_id, p.title, p.submitted_at,
          case p.state when 'submitted' then 'pending' when 'returned' then 'returned' else 'approved' end, p.reviewed_at, p.reviewer,
          case p.state when 'returned' then p.comment else '' end, p.score
        from practice_record p
        where p.state in ('submitted', 'reviewed', 'returned') and p.submitted_at is not null`,
    sql`select 'task', 'taskSubmission', s.task_id, s.user_id, k.title, s.updated_at,
          case s.state when 'open' then 'pending' when 'approved' then 'approved' else 'returned' end,
          s.reviewed_at, s.reviewer, case s.state when 'rejected' then s.comment else '' end, null
        from task_submission s join topic_task k on k.id = s.task_id
        where s.state in ('open', 'approved', 'rejected')`,
    sql`select 'develop', 'developSubmission', d.id, d.user_id, st.title, d.submitted_at,
          d.verdict, d.reviewed_at, d.reviewer, case d.verdict when 'returned' then d.comment else '' end, null
        from develop_submission d join develop_step st on st.id = d.step_id`,
    sql`select 'leave', 'activityLeave', l.id, l.user_id, a.title, l.created_at,
          case l.state when 'rejected' then 'returned' else l.state end, l.reviewed_at, '', case l.state when 'rejected' then l.comment else '' end, null
        from activity_leave l join activity a on a.id = l.activity_id`,
    sql`select 'leave', 'orgActLeave', l.id, l.user_id, a.title, l.created_at,
          case l.state when 'rejected' then 'returned' else l.state end, l.reviewed_at, '', case l.state when 'rejected' then l.comment else '' end, null
        from org_act_leave l join org_act a on a.id = l.act_id`,
    sql`select 'leave', 'centerGroupLeave', l.id, l.user_id, s.theme, l.created_at,
          case l.state when 'rejected' then 'returned' else l.state end, l.reviewed_at, '', case l.state when 'rejected' then l.comment else '' end, null
        from center_group_leave l join center_group_session s on s.id = l.session_id`,
    sql`select 'mend', 'orgActMend', m.id, m.user_id, a.title, m.submitted_at,
          case m.state when 'done' then 'pending' else 'approved' end, m.confirmed_at, m.confirmed_by, '', null
        from org_act_mend m join org_act a on a.id = m.act_id
        where m.state in ('done', 'confirmed') and m.submitted_at is not null`,
    sql`select 'register', 'user', u.id, u.id, '自行注册', u.created_at, 'pending', null, '', '', null
        from "user" u where u.branch_confirmed = 0`,
  ];
  const named = sql.join(COLUMNS.map((c) => sql.ref(`s.${c}`)));
  const columns = sql.join(COLUMNS.map((c) => sql.ref(c)));
  for (const select of statements) {
    // a derived table's columns are named by an alias list only in PostgreSQL; a UNION ALL after
    // an empty first row names (and types) them on both databases
    await sql`insert into review_item (${columns})
      select ${named} from (
        select ${sql.join(COLUMNS.map((c) => sql`cast(null as ${sql.raw(INTEGER_COLUMNS.includes(c) ? 'integer' : 'text')}) as ${sql.ref(c)}`))} where 1 = 0
        union all ${select}
      ) s
      where not exists (select 1 from review_item r where r.source = s.source and r.ref_id = s.ref_id and r.user_id = s.user_id)`.execute(db);
  }
}
