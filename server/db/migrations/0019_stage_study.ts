import { type ColumnDefinitionBuilder, type Kysely, sql } from 'kysely';

// Frozen: 本期学时 (issue #12): one row per learner and training stage with the seconds credited
// while the learner was in it, grown in the heartbeat's transaction, and the learner's branch
// and college copied beside it so a ranking at any level is an index range: "my rank" is a count
// of the rows above mine, the top 50 the first rows of the range. Existing study records are
// carried over: a learner's days since their current stage began. Imports nothing from the app.

type Db = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const notNull = (c: ColumnDefinitionBuilder) => c.notNull();
const zero = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0);

export async function up(db: Db): Promise<void> {
  await db.schema.createTable('stage_study')
    .addColumn('user_id', 'integer', notNull)
    .addColumn('stage_id', 'integer', notNull)
    .addColumn('branch_id', 'integer', zero)
    .addColumn('college_id', 'integer', zero)
    .addColumn('seconds', 'double precision', zero)
    .addPrimaryKeyConstraint('stage_study_pk', ['user_id', 'stage_id'])
    .execute();
  // best first, equal figures in account order: the top 50 are the first entries of a range
  // read forwards (no sort), and "above me" a count of the entries before mine
  const ranked = (name: string, scope: string[]) =>
    db.schema.createIndex(name).on('stage_study').expression(sql.raw([...scope, 'seconds DESC', 'user_id'].join(', '))).execute();
  await ranked('stage_study_school', ['stage_id']);
  await ranked('stage_study_college', ['stage_id', 'college_id']);
  await ranked('stage_study_branch', ['stage_id', 'branch_id']);
  await sql`
    INSERT INTO stage_study (user_id, stage_id, branch_id, college_id, seconds)
    SELECT u.id, u.stage_id, coalesce(u.org_id, 0), coalesce(o.parent_id, u.org_id, 0), sum(d.seconds)
    FROM "user" u
    JOIN stage s ON s.id = u.stage_id
    JOIN study_day d ON d.user_id = u.id AND d.date >= s.start_date
    LEFT JOIN org_unit o ON o.id = u.org_id
    GROUP BY u.id, u.stage_id, u.org_id, o.parent_id`.execute(db);
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('stage_study').execute();
}
