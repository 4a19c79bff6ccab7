import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Database } from '../../db/schema';
import { examAudiences } from './examRules';

// Which exams a learner is offered: the one rule behind the exam center's tabs and list, the
// summary counts, the to-dos, a lesson's exams and starting an attempt. An exam is offered when
// - its audience is the caller's (learners 'learner' and 'all', cadres 'cadre' and 'all'),
// - it is of no topic, or the caller is a member of its topic (a class's 结业考试), and
// - it is for no training phase, or for the phase of the caller's stage (an 入党积极分子 is not
//   offered the 发展对象 test; a learner without a stage only the exams of no phase).

export interface Viewer {
  id: number;
  appId: number;
}

/** The condition on `exam as e` that the exam is offered to `viewer`. */
export function offeredTo(eb: ExpressionBuilder<Database & { e: Database['exam'] }, 'e'>, viewer: Viewer): Expression<SqlBool> {
  const learnerPhase = eb
    .selectFrom('user as u')
    .innerJoin('stage as s', 's.id', 'u.stageId')
    .select('s.phaseId')
    .where('u.id', '=', viewer.id);
  return eb.and([
    eb('e.audience', 'in', examAudiences(viewer.appId)),
    eb.or([
      eb('e.topicId', 'is', null),
      eb.exists(
        eb.selectFrom('topicMember as tm').select('tm.userId').whereRef('tm.topicId', '=', 'e.topicId').where('tm.userId', '=', viewer.id),
      ),
    ]),
    eb.or([eb('e.phaseId', 'is', null), eb('e.phaseId', '=', learnerPhase)]),
  ]);
}
