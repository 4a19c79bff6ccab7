import type { HomeworkItem } from '../../../contract/work';
import { WRITE_UP_STATES, type PersonDetail, type WriteUp } from '../../../contract/people';
import type { Db } from '../../db/transaction';
import { fail } from '../../lib/errors';
import { MSG_OUT_OF_SCOPE, type Organiser } from '../organiser/scope';
import { stageReport } from '../user/report';
import { experienceItems } from '../work/homework';
import { developOf } from './develop';
import { ROW_COLUMNS, scopedPeople, toPersonRow } from './learners';
import { recentActivity } from './recent';

// people/detail: one learner's page. The figures come from the queries behind the learner's own
// screens, called with the learner's id: user/stageReport (本期学时, 必修课, 考试), work's 心得
// list (the 作业 screen), the develop record. An id outside the scope and an unknown id get the
// same answer, so the console cannot be used to probe who exists.

export const LATEST_WRITE_UPS = 5;

const when = (w: HomeworkItem) => w.submittedAt ?? w.updatedAt ?? '';

function writeUps(items: HomeworkItem[]): PersonDetail['writeUps'] {
  const latest: WriteUp[] = items
    .filter((w) => w.state !== 'todo')
    .sort((a, b) => when(b).localeCompare(when(a)) || b.topicId - a.topicId)
    .slice(0, LATEST_WRITE_UPS)
    .map((w) => ({
      topicId: w.topicId,
      topicTitle: w.topicTitle,
      title: w.title,
      state: w.state,
      submittedAt: w.submittedAt,
      updatedAt: w.updatedAt,
      score: w.score,
    }));
  return {
    counts: WRITE_UP_STATES.map((state) => ({ state, count: items.filter((w) => w.state === state).length })),
    latest,
  };
}

export async function personDetail(db: Db, o: Organiser, id: number, now: Date): Promise<PersonDetail> {
  const row = await scopedPeople(db, o)
    .select(ROW_COLUMNS)
    .select(['u.gender', 'u.phone', 'u.lastLoginAt'])
    .where('u.id', '=', id)
    .executeTakeFirst();
  if (!row) throw fail(MSG_OUT_OF_SCOPE);
  const [report, experiences, develop, recent] = await Promise.all([
    stageReport(db, id, now),
    experienceItems(db, id, now.toISOString()),
    developOf(db, id),
    recentActivity(db, id),
  ]);
  return {
    ...toPersonRow(row),
    gender: row.gender === 1 || row.gender === 2 ? row.gender : null,
    phone: row.phone,
    lastLoginAt: row.lastLoginAt,
    stage: report.stage,
    hours: report.hours,
    lessons: { required: report.lessons.required, completed: report.lessons.completed },
    exams: report.exams,
    writeUps: writeUps(experiences),
    develop,
    recent,
  };
}
