import type { Migration } from 'kysely';
import * as m0001 from './0001_init';
import * as m0002 from './0002_lesson';
import * as m0003 from './0003_lesson_social';
import * as m0004 from './0004_lesson_stage';
import * as m0005 from './0005_lesson_reading';
import * as m0006 from './0006_cadre';
import * as m0007 from './0007_exam';
import * as m0008 from './0008_activity';
import * as m0009 from './0009_topic';
import * as m0010 from './0010_work';
import * as m0011 from './0011_task';
import * as m0012 from './0012_message';
import * as m0013 from './0013_party';
import * as m0014 from './0014_org_act';
import * as m0015 from './0015_develop';
import * as m0016 from './0016_live';
import * as m0017 from './0017_party_index_act';
import * as m0018 from './0018_center_group';
import * as m0019 from './0019_stage_study';
import * as m0020 from './0020_stage_study_band';
import * as m0021 from './0021_progress_beat_state';
import * as m0022 from './0022_wrong_book_review';
import * as m0023 from './0023_all_nations';
import * as m0024 from './0024_retired_footer';
import * as m0026 from './0026_exam_phase';
import * as m0028 from './0028_login_checks';
import * as m0029 from './0029_rate_limit';
import * as m0030 from './0030_public_photos';
import * as m0031 from './0031_todo_condition';
import * as m0032 from './0032_branch_confirmed';
import * as m0033 from './0033_organiser';
import * as m0034 from './0034_meeting';
import * as m0035 from './0035_meeting_record';
import * as m0036 from './0036_develop_record';
import * as m0037 from './0037_vote_console';
import * as m0038 from './0038_dues_console';
import * as m0039 from './0039_training_console';
import * as m0040 from './0040_develop_withdraw';
import * as m0041 from './0041_sso';

/**
 * A migration, and whether it breaks the code of older releases (docs/operations/scale-out.md, 升级):
 * migrations only add (expand) by default, so the previous release still runs on the newer schema
 * during a rolling upgrade. One that removes or changes what older code reads (contract) exports
 * `breaksOlderThan`: the name of the oldest migration a code must know to run on a schema that
 * has this one (its own name: every older code breaks). server/db/migrate.ts records it.
 */
export interface AppMigration extends Migration {
  breaksOlderThan?: string;
}

// The ordered list of migrations. Append only; never edit a released one.
export const migrations: Record<string, AppMigration> = {
  '0001_init': m0001,
  '0002_lesson': m0002,
  '0003_lesson_social': m0003,
  '0004_lesson_stage': m0004,
  '0005_lesson_reading': m0005,
  '0006_cadre': m0006,
  '0007_exam': m0007,
  '0008_activity': m0008,
  '0009_topic': m0009,
  '0010_work': m0010,
  '0011_task': m0011,
  '0012_message': m0012,
  '0013_party': m0013,
  '0014_org_act': m0014,
  '0015_develop': m0015,
  '0016_live': m0016,
  '0017_party_index_act': m0017,
  '0018_center_group': m0018,
  '0019_stage_study': m0019,
  '0020_stage_study_band': m0020,
  '0021_progress_beat_state': m0021,
  '0022_wrong_book_review': m0022,
  '0023_all_nations': m0023,
  '0024_retired_footer': m0024,
  '0026_exam_phase': m0026,
  '0028_login_checks': m0028,
  '0029_rate_limit': m0029,
  '0030_public_photos': m0030,
  '0031_todo_condition': m0031,
  '0032_branch_confirmed': m0032,
  '0033_organiser': m0033,
  '0034_meeting': m0034,
  '0035_meeting_record': m0035,
  '0036_develop_record': m0036,
  '0037_vote_console': m0037,
  '0038_dues_console': m0038,
  '0039_training_console': m0039,
  '0040_develop_withdraw': m0040,
  '0041_sso': m0041,
};
