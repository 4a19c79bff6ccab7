import type { ReportExam, ReportHomework } from '../../../contract/userReport';
import { stageReport } from '../../modules/user/report';
import { scoreCell as score, type Exporter } from './exporter';
import { STAGE_OPTION, stagesNamed } from './stageOption';

// 结业与成绩: one row per learner in a training stage, with the figures of their 成绩报告 page
// (user/stageReport, computed by the same function for each learner): 本期学时 against the
// stage's required hours, required lessons, exams, write-ups, activities, the composite score,
// the verdict and what is missing. What a school's party office files at the end of a stage.

const HEADER = [
  '培训',
  '阶段',
  '账号',
  '姓名',
  '学院',
  '党支部',
  '本期学时（小时）',
  '应修学时（小时）',
  '必修课已学完',
  '必修课应修',
  '考试',
  '作业',
  '活动已参加',
  '活动应参加',
  '综合成绩',
  '结论',
  '尚缺',
];

/** a school of 20,000 learners takes about 25 s on SQLite: say how far it is now and then */
const PROGRESS_EVERY = 5000;

const hours = (seconds: number): string => (seconds / 3600).toFixed(2);

/** 《结业测试》最好 8 分（满分 10，及格 6），已通过，共 2 次 — or 未参加 */
export const examText = (e: ReportExam): string =>
  e.attempts === 0 || e.best === null
    ? `《${e.title}》未参加`
    : `《${e.title}》最好 ${score(e.best)} 分（满分 ${score(e.totalScore)}，及格 ${score(e.passScore)}），${e.passed ? '已通过' : '未通过'}，共 ${e.attempts} 次`;

export const homeworkText = (h: ReportHomework): string => `《${h.title}》${h.stateText}${h.score === null ? '' : ` ${score(h.score)} 分`}`;

export const reportExporter: Exporter = {
  kind: 'report',
  title: '结业与成绩',
  help: '每名学员一行（按其当前所在的培训阶段）：本期学时、必修课、考试、作业、活动、综合成绩、结论（合格/不合格，本期尚未结束时为进行中）与尚缺，与学员“成绩报告”页的数字相同',
  options: [STAGE_OPTION],
  async run(db, { now, options, progress }) {
    const stageIds = await stagesNamed(db, options.stage);
    const people = await db
      .selectFrom('user as u')
      .innerJoin('stage as s', 's.id', 'u.stageId')
      .innerJoin('phase as p', 'p.id', 's.phaseId')
      .leftJoin('orgUnit as b', 'b.id', 'u.orgId')
      .leftJoin('orgUnit as c', 'c.id', 'b.parentId')
      .select(['u.id', 'u.account', 'u.name', 'u.status', 'p.name as phase', 's.name as stage', 'b.name as branch', 'c.name as college'])
      .$if(stageIds !== null, (q) => q.where('u.stageId', 'in', stageIds!))
      .orderBy('p.sort')
      .orderBy('p.id')
      .orderBy('s.sort')
      .orderBy('s.id')
      .orderBy('c.sort')
      .orderBy('c.id')
      .orderBy('b.sort')
      .orderBy('b.id')
      .orderBy('u.account')
      .execute();
    const rows: (string | number)[][] = [];
    let passed = 0;
    let ongoing = 0;
    for (const p of people) {
      const r = await stageReport(db, p.id, now);
      if (r.passed) passed += 1;
      else if (r.ongoing) ongoing += 1;
      if (rows.length % PROGRESS_EVERY === PROGRESS_EVERY - 1) progress?.(rows.length + 1, people.length);
      rows.push([
        p.phase,
        p.stage,
        p.account,
        p.name,
        p.college ?? '',
        p.branch ?? '',
        hours(r.hours.credited),
        hours(r.hours.required),
        r.lessons.completed,
        r.lessons.required,
        r.exams.map(examText).join('；'),
        r.homework.map(homeworkText).join('；'),
        r.activities.attended,
        r.activities.target,
        score(r.composite.score),
        r.verdict,
        r.missing.join('；'),
      ]);
    }
    const disabled = people.filter((p) => p.status === 0).length;
    // a stage still running has learners who are neither (进行中 on their page)
    const notes = [
      `${people.length} 名学员，合格 ${passed} 名，不合格 ${people.length - passed - ongoing} 名${ongoing ? `，进行中 ${ongoing} 名` : ''}`,
    ];
    if (disabled) notes.push(`其中 ${disabled} 个账号已停用（仍然导出，他们的记录还在）`);
    if (stageIds === null) notes.push('没有分配培训阶段的用户不在表中');
    return { header: HEADER, rows, notes };
  },
};
