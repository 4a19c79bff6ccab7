import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';
import { RANK_BAND_SECONDS } from '../../modules/lesson/tables';

/**
 * Rebuilds every 本期学时 row (stage_study) from the daily records: a learner's days since their
 * current stage began, which is what the heartbeat adds to (modules/lesson/stageStudy.ts). For
 * data written straight into study_day (the demo seed, seed:scale), never on a live server.
 */
export async function rebuildStageStudy(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom('stageStudy').execute();
  await sql`
    INSERT INTO stage_study (user_id, stage_id, branch_id, college_id, seconds, band)
    SELECT u.id, u.stage_id, coalesce(u.org_id, 0), coalesce(o.parent_id, u.org_id, 0), sum(d.seconds), floor(sum(d.seconds) / ${sql.lit(RANK_BAND_SECONDS)})
    FROM "user" u
    JOIN stage s ON s.id = u.stage_id
    JOIN study_day d ON d.user_id = u.id AND d.date >= s.start_date
    LEFT JOIN org_unit o ON o.id = u.org_id
    GROUP BY u.id, u.stage_id, u.org_id, o.parent_id`.execute(db);
}
