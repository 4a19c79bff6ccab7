import { sql } from 'kysely';
import { BLOCKED_APP_IDS, CADRE_APP_ID } from '../../../contract/codes';
import { beijingTime } from '../../lib/beijingDate';
import { ExportRefused, scoreCell as score, type Exporter } from './exporter';
import { STAGE_OPTION, stagesNamed } from './stageOption';

// 考试成绩: one exam's roster. Everyone who may take it (a topic's exam: the topic's members; any
// other: everyone of its audience, as the exam center decides) and anyone holding an attempt,
// with the result: 已通过 / 未通过 / 未参加 / 正在考试 / 待评分, the best score of the handed-in attempts
// (the grade the server gave; the report page shows the same best), how many, and when last.

const HEADER = [
  '考试',
  '账号',
  '姓名',
  '学院',
  '党支部',
  '培训阶段',
  '结果',
  '最好成绩',
  '满分',
  '及格分',
  '已考次数',
  '可考次数',
  '最后交卷时间',
];

// 待评分: an attempt whose time ran out and which the server has not closed yet (its sweep does,
// every 15 s while it runs; the export only reads, so it does not grade it itself)
export const RESULT = { passed: '已通过', failed: '未通过', absent: '未参加', running: '正在考试', grading: '待评分' } as const;

export const examScoresExporter: Exporter = {
  kind: 'exam',
  title: '考试成绩',
  help: '一场考试的名单，每人一行：应考的人（专题的考试为专题学员，其他考试为面向的全部学员）和考过的人，结果（已通过/未通过/未参加/正在考试）、最好成绩、次数与最后交卷时间',
  options: [{ name: 'exam', help: '考试名称（必填）；有同名考试时写 "#编号"，编号见同名时的提示' }, STAGE_OPTION],
  async run(db, { now, options }) {
    const named = options.exam?.trim();
    const exams = await db
      .selectFrom('exam')
      .select(['id', 'title', 'topicId', 'audience', 'startTime', 'totalScore', 'passScore', 'attemptsAllowed'])
      .orderBy('startTime', 'desc')
      .orderBy('id', 'desc')
      .execute();
    const recent =
      exams
        .slice(0, 20)
        .map((e) => `“${e.title}”`)
        .join('、') || '（还没有考试）';
    if (!named) throw new ExportRefused(`请用 --exam 写出考试名称；最近的考试：${recent}`);
    const byId = /^#\d+$/.test(named) ? exams.filter((e) => e.id === Number(named.slice(1))) : [];
    const matched = byId.length ? byId : exams.filter((e) => e.title === named);
    if (matched.length === 0) throw new ExportRefused(`没有名为“${named}”的考试；最近的考试：${recent}`);
    if (matched.length > 1) {
      const which = matched.map((e) => `#${e.id}（${beijingTime(e.startTime)} 开始）`).join('、');
      throw new ExportRefused(`有 ${matched.length} 场名为“${named}”的考试：${which}；请写成 --exam "#编号"`);
    }
    const exam = matched[0];
    const stageIds = await stagesNamed(db, options.stage);
    const nowIso = now.toISOString();

    const rows = await db
      .selectFrom('user as u')
      .leftJoin('orgUnit as b', 'b.id', 'u.orgId')
      .leftJoin('orgUnit as c', 'c.id', 'b.parentId')
      .leftJoin('stage as s', 's.id', 'u.stageId')
      .leftJoin('phase as p', 'p.id', 's.phaseId')
      .leftJoin('examRecord as r', (j) => j.onRef('r.userId', '=', 'u.id').on('r.examId', '=', exam.id))
      .select((eb) => [
        'u.account',
        'u.name',
        'b.name as branch',
        'c.name as college',
        'p.name as phase',
        's.name as stage',
        eb.fn.max(eb.case().when('r.status', '=', 'closed').then(eb.ref('r.score')).end()).as('best'),
        eb.fn.sum<number>(eb.case().when('r.status', '=', 'closed').then(1).else(0).end()).as('taken'),
        eb.fn.max(eb.case().when('r.status', '=', 'closed').then(eb.ref('r.passed')).else(0).end()).as('passed'),
        eb.fn
          .sum<number>(
            eb
              .case()
              .when(eb.and([eb('r.status', '=', 'open'), eb('r.endTime', '>', nowIso)]))
              .then(1)
              .else(0)
              .end(),
          )
          .as('running'),
        eb.fn
          .sum<number>(
            eb
              .case()
              .when(eb.and([eb('r.status', '=', 'open'), eb('r.endTime', '<=', nowIso)]))
              .then(1)
              .else(0)
              .end(),
          )
          .as('grading'),
        eb.fn.max(eb.case().when('r.status', '=', 'closed').then(eb.ref('r.closedAt')).end()).as('lastAt'),
      ])
      .where((eb) =>
        eb.or([
          eb('r.id', 'is not', null),
          exam.topicId !== null
            ? eb('u.id', 'in', eb.selectFrom('topicMember').select('userId').where('topicId', '=', exam.topicId))
            : eb.and([
                eb('u.appId', 'not in', [...BLOCKED_APP_IDS]),
                exam.audience === 'all' ? sql<boolean>`1 = 1` : eb('u.appId', exam.audience === 'cadre' ? '=' : '<>', CADRE_APP_ID),
              ]),
        ]),
      )
      .$if(stageIds !== null, (q) => q.where('u.stageId', 'in', stageIds!))
      .groupBy(['u.id', 'u.account', 'u.name', 'b.name', 'c.name', 'p.name', 's.name', 'c.sort', 'c.id', 'b.sort', 'b.id'])
      .orderBy('c.sort')
      .orderBy('c.id')
      .orderBy('b.sort')
      .orderBy('b.id')
      .orderBy('u.account')
      .execute();

    const count = { passed: 0, failed: 0, absent: 0, running: 0, grading: 0 };
    const out = rows.map((r) => {
      const taken = Number(r.taken);
      const result =
        Number(r.passed) === 1
          ? 'passed'
          : Number(r.running) > 0
            ? 'running'
            : Number(r.grading) > 0
              ? 'grading'
              : taken > 0
                ? 'failed'
                : 'absent';
      count[result] += 1;
      return [
        exam.title,
        r.account,
        r.name,
        r.college ?? '',
        r.branch ?? '',
        r.phase ? `${r.phase}/${r.stage}` : '',
        RESULT[result],
        r.best === null ? '' : score(Number(r.best)),
        score(exam.totalScore),
        score(exam.passScore),
        taken,
        exam.attemptsAllowed,
        r.lastAt ? beijingTime(String(r.lastAt)) : '',
      ];
    });
    const handedIn = count.passed + count.failed;
    const notes = [
      `应考 ${rows.length} 人：已通过 ${count.passed}，未通过 ${count.failed}，未参加 ${count.absent}，正在考试 ${count.running}` +
        (count.grading ? `，待评分 ${count.grading}（时间已到、服务器尚未评分的作答，服务器运行时 15 秒内评完）` : '') +
        (handedIn ? `；交卷者通过率 ${Math.round((count.passed / handedIn) * 1000) / 10}%` : ''),
    ];
    if (nowIso < exam.startTime) notes.push(`考试尚未开始（${beijingTime(exam.startTime)} 开始）`);
    return { header: HEADER, rows: out, notes };
  },
};
