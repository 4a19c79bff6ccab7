import type { RoadItem } from '../../../contract/develop';
import { DEVELOP_STEPS } from '../../../contract/developSteps';
import type { Db } from '../../db/transaction';

// The 25 steps on the learner's own road (develop/appList): the date each was recorded and the
// organisation that handled it, and which one comes next. Only what the organisation recorded;
// the gates and the organiser's names stay in the console.

export async function roadItems(db: Db, applicationId: number): Promise<RoadItem[]> {
  const rows = await db
    .selectFrom('developRecord')
    .select(['stepNo', 'doneOn', 'handledBy'])
    .where('applicationId', '=', applicationId)
    .execute();
  const byStep = new Map(rows.map((r) => [r.stepNo, r]));
  const next = DEVELOP_STEPS.find((s) => !byStep.has(s.no))?.no;
  return DEVELOP_STEPS.map((s) => ({
    no: s.no,
    phase: s.phase,
    name: s.name,
    doneOn: byStep.get(s.no)?.doneOn ?? null,
    handledBy: byStep.get(s.no)?.handledBy ?? '',
    next: s.no === next,
  }));
}
