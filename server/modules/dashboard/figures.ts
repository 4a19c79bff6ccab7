import type { FigurePerson, Figure, Figures } from '../../../contract/dashboard';
import type { PageOf } from '../../../contract/common';
import type { Db } from '../../db/transaction';
import { fail } from '../../lib/errors';
import { pageOf } from '../cms/listing';
import { learnerFacts, lessonsDone, studyMet, type LearnerFacts, type StageFacts } from './facts';
import { itemCount, itemPeople, type ItemFigure } from './items';
import { stageLabel, type DashboardScope } from './learners';

// The figures and the people behind each. A person figure is a test on a learner's facts, so its
// count and its list come from the same rows; an item figure is one review-item query counted or
// paged. Keys are stable: the web links to /admin/dashboard/<key>.

export const MSG_UNKNOWN_FIGURE = '没有这个统计项，请从统计页面重新进入';
const NO_IDENTITY = '未设置身份';
const NO_STAGE = '未分配培训期次';

const hours = (seconds: number) => `${Math.round((seconds / 3600) * 10) / 10}`;

interface PersonFigure {
  group: Figure['group'];
  label: string;
  test: (f: LearnerFacts) => boolean;
  detail: (f: LearnerFacts) => string;
}

/** A figure over learners in a stage. */
const staged = (
  group: Figure['group'],
  label: string,
  test: (f: LearnerFacts, st: StageFacts) => boolean,
  detail: (f: LearnerFacts, st: StageFacts) => string,
): PersonFigure => ({
  group,
  label,
  test: (f) => f.stage !== null && test(f, f.stage),
  detail: (f) => (f.stage ? detail(f, f.stage) : ''),
});

const studyDetail = (f: LearnerFacts, st: StageFacts) => `${hours(f.credited)} / ${hours(st.requiredSeconds)} 学时`;
const lessonDetail = (_f: LearnerFacts, st: StageFacts) => `${st.completedLessons} / ${st.requiredLessons} 门`;

const FIXED_PERSON: Record<string, PersonFigure> = {
  studyMet: staged('study', '本期学时已达要求', (f, st) => studyMet(f, st), studyDetail),
  studyShort: staged('study', '本期学时未达要求', (f, st) => !studyMet(f, st), studyDetail),
  lessonsDone: staged('study', '必修课已全部学完', (_f, st) => lessonsDone(st), lessonDetail),
  lessonsOpen: staged('study', '必修课尚未学完', (_f, st) => !lessonsDone(st), lessonDetail),
  examPassed: staged(
    'exam',
    '本期考试已通过',
    (_f, st) => st.passedExams.length > 0,
    (_f, st) => st.passedExams.join('、'),
  ),
  examNotPassed: staged(
    'exam',
    '本期考试未通过',
    (_f, st) => st.passedExams.length === 0,
    () => '本期尚无通过的考试',
  ),
};

const ITEM_LABELS: Record<ItemFigure, [Figure['group'], string]> = {
  writeupPending: ['writeup', '心得体会待审核'],
  writeupReturned: ['writeup', '心得体会已退回'],
  writeupApproved: ['writeup', '心得体会已通过'],
  overdue: ['overdue', '逾期未审核事项'],
};
const isItemFigure = (key: string): key is ItemFigure => Object.hasOwn(ITEM_LABELS, key);

async function namedGroups(db: Db) {
  const [identities, stages] = await Promise.all([
    db.selectFrom('identity').select(['id', 'name']).orderBy('sort').orderBy('id').execute(),
    db
      .selectFrom('stage as s')
      .innerJoin('phase as p', 'p.id', 's.phaseId')
      .select(['s.id', 's.name as stageName', 'p.name as phaseName'])
      .orderBy('p.sort')
      .orderBy('s.sort')
      .orderBy('s.id')
      .execute()
      .then((rows) => rows.map((r) => ({ id: r.id, name: stageLabel(r.phaseName, r.stageName) }))),
  ]);
  return { identities, stages };
}

/** A person figure by key, or undefined when the key names none. */
async function personFigure(db: Db, key: string): Promise<PersonFigure | undefined> {
  if (Object.hasOwn(FIXED_PERSON, key)) return FIXED_PERSON[key];
  const m = /^(identity|stage):(0|[1-9]\d{0,9})$/.exec(key);
  if (!m) return undefined;
  const id = Number(m[2]);
  const { identities, stages } = await namedGroups(db);
  if (m[1] === 'identity') {
    const name = id === 0 ? NO_IDENTITY : identities.find((i) => i.id === id)?.name;
    return name === undefined
      ? undefined
      : { group: 'people', label: name, test: (f) => (f.identityId ?? 0) === id, detail: (f) => f.identityName || NO_IDENTITY };
  }
  const name = id === 0 ? NO_STAGE : stages.find((s) => s.id === id)?.name;
  return name === undefined
    ? undefined
    : { group: 'people', label: name, test: (f) => (f.stageId ?? 0) === id, detail: (f) => f.stageName || NO_STAGE };
}

export async function dashboardFigures(db: Db, s: DashboardScope, now: Date, overdueDays: number): Promise<Figures> {
  const facts = await learnerFacts(db, s);
  const { identities, stages } = await namedGroups(db);
  const count = (test: (f: LearnerFacts) => boolean) => facts.filter(test).length;
  const figures: Figure[] = [];
  const push = (key: string, p: PersonFigure) => figures.push({ key, group: p.group, label: p.label, count: count(p.test) });

  // every identity (a 0 says something too), then those without one when there are any
  for (const i of identities)
    figures.push({ key: `identity:${i.id}`, group: 'people', label: i.name, count: count((f) => f.identityId === i.id) });
  const noIdentity = count((f) => f.identityId === null);
  if (noIdentity > 0) figures.push({ key: 'identity:0', group: 'people', label: NO_IDENTITY, count: noIdentity });
  // the stages the learners are in (a school keeps years of them)
  for (const st of stages) {
    const n = count((f) => f.stageId === st.id);
    if (n > 0) figures.push({ key: `stage:${st.id}`, group: 'people', label: st.name, count: n });
  }
  const noStage = count((f) => f.stageId === null);
  if (noStage > 0) figures.push({ key: 'stage:0', group: 'people', label: NO_STAGE, count: noStage });

  for (const [key, p] of Object.entries(FIXED_PERSON)) push(key, p);
  for (const [key, [group, label]] of Object.entries(ITEM_LABELS) as Array<[ItemFigure, [Figure['group'], string]]>) {
    figures.push({ key, group, label, count: await itemCount(db, s, key, now, overdueDays) });
  }
  const inStage = facts.filter((f) => f.stage !== null);
  return {
    scopeName: s.name,
    learners: facts.length,
    staged: inStage.length,
    creditedSeconds: Math.round(inStage.reduce((sum, f) => sum + f.credited, 0) * 1000) / 1000,
    requiredSeconds: Math.round(inStage.reduce((sum, f) => sum + (f.stage?.requiredSeconds ?? 0), 0) * 1000) / 1000,
    overdueDays,
    figures,
  };
}

export interface PeopleQuery {
  figure: string;
  pageNum: number;
  pageSize: number;
}

export async function dashboardPeople(
  db: Db,
  s: DashboardScope,
  q: PeopleQuery,
  now: Date,
  overdueDays: number,
): Promise<PageOf<FigurePerson> & { label: string }> {
  const key = q.figure.trim();
  if (isItemFigure(key)) {
    const [total, list] = await Promise.all([
      itemCount(db, s, key, now, overdueDays),
      itemPeople(db, s, key, now, overdueDays, q.pageNum, q.pageSize),
    ]);
    return { ...pageOf(list, total, q.pageNum, q.pageSize), label: ITEM_LABELS[key][1] };
  }
  const p = await personFigure(db, key);
  if (!p) throw fail(MSG_UNKNOWN_FIGURE);
  const matching = (await learnerFacts(db, s)).filter(p.test);
  const start = (q.pageNum - 1) * q.pageSize;
  const list = matching.slice(start, start + q.pageSize).map((f) => ({
    id: f.id,
    account: f.account,
    name: f.name,
    branchName: f.branchName,
    identityName: f.identityName,
    stageName: f.stageName,
    detail: p.detail(f),
  }));
  return { ...pageOf(list, matching.length, q.pageNum, q.pageSize), label: p.label };
}
