import { STAGE_NAMES, STAGE_ORDER } from '../../../contract/develop';
import type { PersonDevelop } from '../../../contract/people';
import type { Db } from '../../db/transaction';
import { stageDate } from '../develop/rules';
import { OPEN_STATES } from '../develop/steps';

// The learner's 入党 road as their own develop/appList shows it, read without its side effects:
// the learner's own reading makes the record and its steps, an organiser's look must not, so a
// learner who never opened it has none here (null).

export async function developOf(db: Db, userId: number): Promise<PersonDevelop | null> {
  const app = await db.selectFrom('developApplication').selectAll().where('userId', '=', userId).executeTakeFirst();
  if (!app) return null;
  const open = await db
    .selectFrom('developStep')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('applicationId', '=', app.id)
    .where('state', 'in', OPEN_STATES)
    .executeTakeFirstOrThrow();
  const reached = STAGE_ORDER.indexOf(app.stage);
  return {
    stage: app.stage,
    stageName: STAGE_NAMES[app.stage],
    stages: STAGE_ORDER.map((stage, i) => ({
      stage,
      name: STAGE_NAMES[stage],
      startedOn: i <= reached ? stageDate(app, stage) : null,
      current: i === reached,
    })),
    openSteps: Number(open.n),
  };
}
