import dayjs from 'dayjs';
import type { CompositePart, ReportExam, ReportHomework, StageReport } from '../../../contract/userReport';
import type { Db } from '../../db/transaction';
import { trainsIdentity } from '../activity/eligibility';
import { isCadreApp } from '../lesson/audience';
import { studyTotals } from '../lesson/studyDay';
import { graduationOf, stageOf, stageRecords } from './graduation';
import { orgChainQuery } from './orgChain';

// user/stageReport: the caller's score report for their current stage, read from the records
// (study, exams, write-ups, activity check-ins) and the 本期学时 row the ranking uses, so its
// figures are those of the other screens. The verdict is user/graduation's: 合格 when every
// graduation requirement is met. The composite score weighs five completion rates; a kind the
// stage asks nothing of is left out and the other weights are scaled up to 100.
//
// Activities: the learner is expected at the training activities the stage actually offered them
// (expectedActivities), at most ACTIVITY_TARGET_MAX; a stage that offered none (a school that has
// imported its people but runs its activities elsewhere) asks nothing, so the activities rate is
// left out of the score instead of costing every learner its 10 points.

export const PASSED = '合格';
export const NOT_PASSED = '不合格';
/** the period still running (the stage, a 心得 deadline or a 结业考试 not over) and something not yet done */
export const IN_PROGRESS = '进行中';
export const NO_STAGE = '暂未分配培训期次';
/** the most activities a stage expects a learner to attend (the activities rate is attended / the target) */
export const ACTIVITY_TARGET_MAX = 2;

const WEIGHTS: Record<CompositePart['key'], { label: string; weight: number }> = {
  hours: { label: '学时完成率', weight: 30 },
  lessons: { label: '必修课完成率', weight: 20 },
  exams: { label: '考试得分率', weight: 30 },
  homework: { label: '作业完成率', weight: 10 },
  activities: { label: '活动参与率', weight: 10 },
};

export const FORMULA =
  '综合成绩 = (学时完成率×30 + 必修课完成率×20 + 考试得分率×30 + 作业完成率×10 + 活动参与率×10) ÷ 适用项权重之和 × 100；' +
  '本期没有要求的项目不计入，各完成率最高为 1；活动应参加次数为本期安排给本人的集中培训活动数（最多 2 次），本期没有安排活动时活动参与率不计入。';

const round1 = (n: number): number => Math.round(n * 10) / 10;
const round3 = (n: number): number => Math.round(n * 1000) / 1000;
const rate = (done: number, of: number): number => (of <= 0 ? 1 : Math.max(0, Math.min(1, done / of)));

const HOMEWORK_STATE: Record<string, string> = {
  none: '未撰写',
  draft: '草稿（未提交）',
  submitted: '已提交，待批阅',
  reviewed: '已批阅',
  returned: '已退回，待修改',
};

const empty = (generatedAt: string): StageReport => ({
  stage: null,
  hours: { required: 0, credited: 0, total: 0 },
  lessons: { required: 0, completed: 0, items: [] },
  exams: [],
  homework: [],
  activities: { attended: 0, target: 0, items: [] },
  composite: { score: 0, parts: [], formula: FORMULA },
  verdict: NO_STAGE,
  passed: false,
  ongoing: false,
  endsAt: null,
  missing: [],
  generatedAt,
});

export async function stageReport(db: Db, userId: number, now: Date): Promise<StageReport> {
  const generatedAt = now.toISOString();
  const stage = await stageOf(db, userId);
  const totals = await studyTotals(db, userId, now);
  if (!stage) return { ...empty(generatedAt), hours: { required: 0, credited: 0, total: totals.total } };

  const records = await stageRecords(db, userId, stage);
  const { required, topics } = records;
  const own = await db
    .selectFrom('stageStudy')
    .select('seconds')
    .where('userId', '=', userId)
    .where('stageId', '=', stage.id)
    .executeTakeFirst();
  const hours = {
    required: round3(required.reduce((s, l) => s + l.duration, 0)),
    credited: round3(own?.seconds ?? 0),
    total: totals.total,
  };
  const lessonItems = required.map((l) => ({
    id: l.id,
    title: l.title,
    duration: l.duration,
    credited: l.credited,
    completed: l.status === 2,
  }));
  const completed = lessonItems.filter((l) => l.completed).length;

  // the period: the stage's dates, Beijing days, as ISO instants
  const from = dayjs(`${stage.startDate}T00:00:00+08:00`).toISOString();
  const until = dayjs(`${stage.endDate}T00:00:00+08:00`).add(1, 'day').toISOString();
  const exams = await examLines(
    db,
    userId,
    topics.flatMap((t) => (t.examId === null ? [] : [t.examId])),
    from,
    until,
  );
  const homework = await homeworkLines(
    db,
    userId,
    topics.filter((t) => t.workTitle !== ''),
  );
  const activityRows = await db
    .selectFrom('activityCheckin as c')
    .innerJoin('activity as a', 'a.id', 'c.activityId')
    .select((eb) => ['a.id', 'a.title', eb.fn.min('c.scannedAt').as('time')])
    .where('c.userId', '=', userId)
    .where('c.scannedAt', '>=', from)
    .where('c.scannedAt', '<', until)
    .groupBy(['a.id', 'a.title'])
    .orderBy('time')
    .execute();
  const offered = await expectedActivities(db, userId, from, until);
  const target = Math.min(ACTIVITY_TARGET_MAX, new Set([...offered, ...activityRows.map((a) => a.id)]).size);
  const activities = {
    attended: activityRows.length,
    target,
    items: activityRows.map((a) => ({ id: a.id, title: a.title, time: String(a.time) })),
  };

  const examRate = exams.length === 0 ? 1 : exams.reduce((s, e) => s + rate(e.best ?? 0, e.totalScore), 0) / exams.length;
  const homeworkRate =
    homework.length === 0 ? 1 : homework.filter((h) => h.state === 'submitted' || h.state === 'reviewed').length / homework.length;
  const parts: CompositePart[] = (
    [
      ['hours', hours.required > 0, rate(hours.credited, hours.required)],
      ['lessons', lessonItems.length > 0, rate(completed, lessonItems.length)],
      ['exams', exams.length > 0, examRate],
      ['homework', homework.length > 0, homeworkRate],
      ['activities', target > 0, rate(activities.attended, target)],
    ] as const
  ).map(([key, applies, r]) => ({
    key,
    label: WEIGHTS[key].label,
    weight: WEIGHTS[key].weight,
    applies,
    rate: round3(r),
    points: applies ? round1(r * WEIGHTS[key].weight) : 0,
  }));
  const applied = parts.filter((p) => p.applies);
  const weightSum = applied.reduce((s, p) => s + p.weight, 0);
  const score = weightSum === 0 ? 0 : round1((applied.reduce((s, p) => s + p.rate * p.weight, 0) / weightSum) * 100);

  const graduation = await graduationOf(db, userId, records);
  const endsAt = await periodEnd(db, until, topics);
  const ongoing = !graduation.canGraduate && generatedAt < endsAt;
  return {
    stage: { id: stage.id, name: stage.name, phaseName: stage.phaseName, startDate: stage.startDate, endDate: stage.endDate },
    hours,
    lessons: { required: lessonItems.length, completed, items: lessonItems },
    exams,
    homework,
    activities,
    composite: { score, parts, formula: FORMULA },
    verdict: graduation.canGraduate ? PASSED : ongoing ? IN_PROGRESS : NOT_PASSED,
    passed: graduation.canGraduate,
    ongoing,
    endsAt,
    missing: graduation.requirements.filter((r) => !r.met).map((r) => r.missing),
    generatedAt,
  };
}

/**
 * When the period's last requirement closes: the end of the stage's last day, or later when a topic
 * of the stage takes its 心得 or holds its 结业考试 after that (the 心得 due 12-22, the exam open to
 * 12-30 in a stage ending 12-18). Until then nothing missing is final.
 */
async function periodEnd(
  db: Db,
  stageUntil: string,
  topics: Array<{ workDeadline: string | null; examId: number | null }>,
): Promise<string> {
  const examIds = topics.flatMap((t) => (t.examId === null ? [] : [t.examId]));
  const exams = examIds.length === 0 ? [] : await db.selectFrom('exam').select('endTime').where('id', 'in', examIds).execute();
  const instants = [stageUntil, ...topics.flatMap((t) => (t.workDeadline ? [t.workDeadline] : [])), ...exams.map((e) => e.endTime)].map(
    (iso) => new Date(iso).toISOString(),
  );
  return instants.reduce((a, b) => (b > a ? b : a));
}

/**
 * The training activities the stage offered the learner: those starting within the stage's period
 * that the activity screens show them (activity/visibility: the whole school's projects and those of
 * their branch or any organisation above it, for their audience), less those they could not or need
 * not attend: an approved leave (excused), or a full activity they had not signed up for. The report
 * adds the ones they checked in to, so what they attended is always expected. Two queries (the
 * export asks this for every learner): the learner, then the activities with the organisation chain
 * as one recursive query (orgChainQuery).
 */
async function expectedActivities(db: Db, userId: number, from: string, until: string): Promise<number[]> {
  const user = await db.selectFrom('user').select(['appId', 'orgId', 'identityId']).where('id', '=', userId).executeTakeFirstOrThrow();
  const audience = isCadreApp(user.appId) ? 'cadre' : 'learner';
  const rows = await db
    .selectFrom('activity as a')
    .innerJoin('activityProject as p', 'p.id', 'a.projectId')
    .select('a.id')
    .where('p.audience', '=', audience)
    .where((eb) => eb.or([eb('p.orgId', 'is', null), eb('p.orgId', 'in', orgChainQuery(db, user.orgId).select('chain.id'))]))
    // a class for another identity is not expected of the learner (they may not join it)
    .where((eb) => trainsIdentity(eb.ref('p.id'), eb.val(user.identityId)))
    .where('a.startTime', '>=', from)
    .where('a.startTime', '<', until)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('activityLeave as l')
            .select('l.id')
            .whereRef('l.activityId', '=', 'a.id')
            .where('l.userId', '=', userId)
            .where('l.state', '=', 'approved'),
        ),
      ),
    )
    .where((eb) =>
      eb.or([
        eb('a.signedCount', '<', eb.ref('a.capacity')),
        eb.exists(
          eb
            .selectFrom('activitySignup as s')
            .select('s.activityId')
            .whereRef('s.activityId', '=', 'a.id')
            .where('s.userId', '=', userId)
            .where('s.status', '=', 'signed'),
        ),
      ]),
    )
    .execute();
  return rows.map((r) => r.id);
}

/** The stage topics' exams and every other exam the learner handed in during the stage. */
async function examLines(db: Db, userId: number, topicExams: number[], from: string, until: string): Promise<ReportExam[]> {
  const taken = await db
    .selectFrom('examRecord')
    .select('examId')
    .distinct()
    .where('userId', '=', userId)
    .where('status', '=', 'closed')
    .where('startTime', '>=', from)
    .where('startTime', '<', until)
    .execute();
  const ids = [...new Set([...topicExams, ...taken.map((r) => r.examId)])];
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('exam as e')
    .leftJoin('examRecord as r', (j) => j.onRef('r.examId', '=', 'e.id').on('r.userId', '=', userId).on('r.status', '=', 'closed'))
    .select((eb) => [
      'e.id',
      'e.title',
      'e.totalScore',
      'e.passScore',
      'e.sort',
      eb.fn.max('r.score').as('best'),
      eb.fn.coalesce(eb.fn.max('r.passed'), eb.lit(0)).as('passed'),
      eb.fn.count('r.id').as('attempts'),
    ])
    .where('e.id', 'in', ids)
    .groupBy(['e.id', 'e.title', 'e.totalScore', 'e.passScore', 'e.sort'])
    .orderBy('e.sort')
    .orderBy('e.id')
    .execute();
  return rows.map((r) => ({
    examId: r.id,
    title: r.title,
    totalScore: Number(r.totalScore),
    passScore: Number(r.passScore),
    best: r.best === null ? null : Number(r.best),
    passed: Number(r.passed) === 1,
    attempts: Number(r.attempts),
  }));
}

async function homeworkLines(db: Db, userId: number, topics: { id: number; workTitle: string }[]): Promise<ReportHomework[]> {
  if (topics.length === 0) return [];
  const works = await db
    .selectFrom('topicWork')
    .select(['topicId', 'state', 'score', 'comment'])
    .where('userId', '=', userId)
    .where(
      'topicId',
      'in',
      topics.map((t) => t.id),
    )
    .execute();
  return topics.map((t) => {
    const w = works.find((x) => x.topicId === t.id);
    const state = w?.state ?? 'none';
    return {
      topicId: t.id,
      title: t.workTitle,
      state,
      stateText: HOMEWORK_STATE[state] ?? state,
      score: w?.score ?? null,
      comment: w?.comment ?? '',
    };
  });
}
