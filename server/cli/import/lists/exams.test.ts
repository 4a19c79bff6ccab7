// 考试与试题 import: exams with their papers from a school's list, taken by a learner through the
// real API and graded by the imported answer key; what learners already did is kept true.
import { beijingTime } from '../../../lib/beijingDate';
import { insertLessons, type LessonFixture } from '../../../test/lessonFixtures';
import { examinee } from '../../../test/examFixtures';
import { insertExam } from '../../../modules/exam/insertExam';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { parseCsvTable } from '../../../lib/lists/csvTable';
import { ImportRefused, runImport, templateCsv } from '../importer';
import { type Problem } from '../../../lib/lists/problems';
import { examsImporter } from './exams';

let t: TestApp;
let lessons: LessonFixture;
beforeEach(async () => {
  t = await createTestApp();
  await t.db
    .insertInto('app')
    .values([
      { id: 5, name: '干部培训', portalUrl: '/training2/', learningTheWay: 0, cadreArea: 1 },
      { id: 6, name: '学员培训', portalUrl: '/training2/', learningTheWay: 1, cadreArea: 0 },
    ])
    .execute();
  lessons = await insertLessons(t.db);
}, 120_000);
afterEach(() => t.close(), 120_000);

const run = (text: string, dryRun = false) => runImport(t.db, examsImporter, parseCsvTable(text), { dryRun });
const problems = async (text: string): Promise<Problem[]> => {
  const err = await run(text).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(ImportRefused);
  return (err as ImportRefused).problems;
};
const count = async (table: 'examCategory' | 'examQuestion' | 'exam' | 'examPaper') =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const HOUR = 3600_000;
/** a whole minute `hours` from now, as Excel writes a Beijing time (2026/9/1 9:05) and as stored */
const at = (hours: number) => {
  const ms = Math.floor((Date.now() + hours * HOUR) / 60_000) * 60_000;
  const b = new Date(ms + 8 * HOUR);
  return {
    cell: `${b.getUTCFullYear()}/${b.getUTCMonth() + 1}/${b.getUTCDate()} ${b.getUTCHours()}:${String(b.getUTCMinutes()).padStart(2, '0')}`,
    iso: new Date(ms).toISOString(),
  };
};
const START = at(-24);
/** a start not yet reached: an exam that has begun keeps its paper (exams.ts), these tests change it */
const SOON = at(24);
const END = at(48);
const LATER = at(96);

const HEAD =
  '考试名称,面向,所属课程,开始时间,结束时间,时长（分钟）,及格分,可考次数,允许离开次数,题目乱序,交卷后可查看答案,说明,' +
  '题库分类,题型,题干,选项A,选项B,选项C,选项D,选项E,选项F,答案,其他可接受答案,解析,分值';
const FINAL = '2026年秋季结业考试';
const E = `${FINAL},,,,,,,,,,,`;
const CADRE = '干部理论测试';
const LESSON = '马克思主义基本原理课程考试';
const Q = {
  single: '党章,单选,党的最高领导机关是？,党的全国代表大会和它所产生的中央委员会,中央政治局,中央书记处,中央军事委员会,,,A,,党章第十条。',
  multiple: '党章,多选,党的纪律包括哪些？,政治纪律,组织纪律,廉洁纪律,娱乐纪律,,,A、B、C,,六项纪律中的三项。',
  judge: '党史,判断,遵义会议召开于1949年。,,,,,,,错,,遵义会议在长征途中召开。',
  fill: '党章,填空,党的根本组织原则是（　　）。,,,,,,,民主集中制,民主集中｜ 民主集中制 |ＭＪＪＺ,',
};
// the exam's cells on its first row; the 干部 exam takes a question of the first by its 分类 + 题干 only
const LIST = (start = START) =>
  [
    HEAD,
    `${FINAL},学员,,${start.cell},${END.cell},60,6,2,3,否,是,闭卷作答。,${Q.single},2`,
    `${E},${Q.multiple},2`,
    `${FINAL},学员,,,,,,,,,,,${Q.judge},2`,
    `${E},${Q.fill},2`,
    `${CADRE},干部,,${START.cell},${END.cell},30,2.5,,,是,否,,党章,,党的最高领导机关是？,,,,,,,,,,2.5`,
    `${CADRE},,,,,,,,,,,,理论,单选,实事求是的思想路线由谁重新确立？,毛泽东,邓小平,,,,,b,,,1.5`,
    `${LESSON},全部,党的基本理论/马克思主义基本原理,${START.cell},${END.cell},20,1,,,,,,理论,判断,实践是检验真理的唯一标准。,,,,,,,√,,,1`,
  ].join('\n');

type Card = {
  examId: number;
  title: string;
  lessonId: number | null;
  questionCount: number;
  totalScore: number;
  passScore: number;
  attemptsAllowed: number;
};

/** a learner's attempt at the exam: the answers by stem, submitted; answers the grade */
async function take(me: Awaited<ReturnType<typeof examinee>>, examId: number, answers: Record<string, string>) {
  const started = await me.ok('exam', 'startExam', { examId });
  for (const q of started.questions) {
    if (answers[q.stem] === undefined) continue;
    await me.ok('exam', 'saveExamAnswer', { recordId: started.recordId, questionId: q.id, answer: answers[q.stem], seq: 1 });
  }
  return { started, grade: await me.ok('exam', 'submitExam', { recordId: started.recordId }) };
}

describe('exams import', () => {
  it('makes exams a learner lists, takes and is graded on by the imported key; a cadre exam and a lesson exam where they belong', async () => {
    const summary = await run(LIST());
    expect(summary).toEqual({
      added: 3,
      updated: 0,
      unchanged: 0,
      notes: ['新建题库分类：党章、党史、理论', '题库：新增 6 道题，更新 0 道，未变 0 道'],
    });
    // the bank in the grader's storage form
    expect(
      await t.db.selectFrom('examQuestion').select(['type', 'options', 'answer', 'accepted', 'explanation']).orderBy('id').execute(),
    ).toEqual([
      {
        type: 'single',
        options: JSON.stringify([
          { key: 'A', text: '党的全国代表大会和它所产生的中央委员会' },
          { key: 'B', text: '中央政治局' },
          { key: 'C', text: '中央书记处' },
          { key: 'D', text: '中央军事委员会' },
        ]),
        answer: 'A',
        accepted: '[]',
        explanation: '党章第十条。',
      },
      { type: 'multiple', options: expect.any(String), answer: 'A,B,C', accepted: '[]', explanation: '六项纪律中的三项。' },
      { type: 'judge', options: '[]', answer: 'false', accepted: '[]', explanation: '遵义会议在长征途中召开。' },
      // 民主集中制 again (spaces) is the answer itself: left out; ＭＪＪＺ kept as written
      { type: 'fill', options: '[]', answer: '民主集中制', accepted: JSON.stringify(['民主集中', 'ＭＪＪＺ']), explanation: '' },
      {
        type: 'single',
        options: JSON.stringify([
          { key: 'A', text: '毛泽东' },
          { key: 'B', text: '邓小平' },
        ]),
        answer: 'B',
        accepted: '[]',
        explanation: '',
      },
      { type: 'judge', options: '[]', answer: 'true', accepted: '[]', explanation: '' },
    ]);
    const exam = await t.db.selectFrom('exam').selectAll().where('title', '=', FINAL).executeTakeFirstOrThrow();
    expect(exam).toMatchObject({
      audience: 'learner',
      lessonId: null,
      startTime: START.iso,
      endTime: END.iso,
      duration: 60,
      attemptsAllowed: 2,
      maxLeaves: 3,
      shuffle: 0,
      allowReview: 1,
      description: '闭卷作答。',
    });
    expect([Number(exam.totalScore), Number(exam.passScore)]).toEqual([8, 6]);

    // the learner's exam center: the learner exam and the lesson's, marked with its lesson (the cadre's is not shown)
    const me = await examinee(t);
    const list = await me.ok('exam', 'examList', { pageNum: 1, pageSize: 10 });
    expect(
      (list.list as Card[])
        .filter((c) => c.lessonId === null)
        .map(({ title, questionCount, totalScore, passScore, attemptsAllowed }) => ({
          title,
          questionCount,
          totalScore,
          passScore,
          attemptsAllowed,
        })),
    ).toEqual([{ title: FINAL, questionCount: 4, totalScore: 8, passScore: 6, attemptsAllowed: 2 }]);
    expect((list.list as Card[]).filter((c) => c.lessonId !== null).map((c) => c.title)).toEqual(['马克思主义基本原理课程考试']);
    const { started, grade } = await take(me, exam.id, {
      '党的最高领导机关是？': 'A',
      '党的纪律包括哪些？': 'A,B',
      '遵义会议召开于1949年。': 'false',
      '党的根本组织原则是（　　）。': ' 民主集中 ',
    });
    expect(started.questions.map((q) => [q.type, q.stem, q.options.length, q.score])).toEqual([
      ['single', '党的最高领导机关是？', 4, 2],
      ['multiple', '党的纪律包括哪些？', 4, 2],
      ['judge', '遵义会议召开于1949年。', 0, 2],
      ['fill', '党的根本组织原则是（　　）。', 0, 2],
    ]);
    // right single, judge and a blank's alternate score; a multiple with a key missing does not
    expect(grade).toMatchObject({ score: 6, totalScore: 8, passScore: 6, passed: true });
    const again = await take(me, exam.id, {
      '党的纪律包括哪些？': 'A,B,C',
      '党的根本组织原则是（　　）。': 'mjjz',
      '遵义会议召开于1949年。': 'true',
    });
    expect(again.grade).toMatchObject({ score: 4, passed: false });

    // the cadre sees the cadre exam (and the learner exam not); it starts
    const cadre = await examinee(t, 5);
    const cadreList = await cadre.ok('exam', 'examList', { pageNum: 1, pageSize: 10 });
    // (and the lesson's exam, for everyone: listed with its lesson)
    const cadreCenter = (cadreList.list as Card[]).filter((c) => c.lessonId === null);
    expect(cadreCenter.map((c) => [c.title, c.totalScore, c.passScore])).toEqual([[CADRE, 4, 2.5]]);
    const cadreExam = cadreCenter[0].examId;
    expect(await me.refused('exam', 'startExam', { examId: cadreExam })).toBe('考试不存在');
    const c = await take(cadre, cadreExam, { '党的最高领导机关是？': 'A', '实事求是的思想路线由谁重新确立？': 'B' });
    expect(c.grade).toMatchObject({ score: 4, passed: true });

    // the lesson's exam is on its lesson
    const onLesson = await me.ok('exam', 'examLessonList', { lessonId: lessons.lessons.basics });
    expect((onLesson.list as Card[]).map((x) => [x.title, x.lessonId])).toEqual([[LESSON, lessons.lessons.basics]]);
  });

  it('changes nothing the second time; a real change counts once per exam', async () => {
    await run(LIST(SOON));
    expect(await run(LIST(SOON))).toEqual({ added: 0, updated: 0, unchanged: 3, notes: ['题库：新增 0 道题，更新 0 道，未变 6 道'] });
    const changed = await run(
      [
        HEAD,
        `${FINAL},,,,${LATER.cell},,,,,是,,,${Q.single.replace('党章第十条。', '党章第十条规定。')},2`,
        `${E},${Q.multiple},3`,
        `${E},${Q.fill},2`,
      ].join('\n'),
    );
    expect(changed).toEqual({
      added: 0,
      updated: 1,
      unchanged: 0,
      notes: ['题库：新增 0 道题，更新 1 道，未变 2 道', '这些考试的试卷去掉了表中没有的题（题目仍在题库中）：「2026年秋季结业考试」1 道'],
    });
    const exam = await t.db.selectFrom('exam').selectAll().where('title', '=', FINAL).executeTakeFirstOrThrow();
    expect(exam).toMatchObject({ endTime: LATER.iso, shuffle: 1, description: '闭卷作答。', duration: 60 });
    expect(Number(exam.totalScore)).toBe(7);
    expect(await t.db.selectFrom('examPaper').select(['sort', 'score']).where('examId', '=', exam.id).orderBy('sort').execute()).toEqual([
      { sort: 1, score: 2 },
      { sort: 2, score: 3 },
      { sort: 3, score: 2 },
    ]);
    // nothing left out is deleted: the judge question is still in the bank, the other exams are there
    expect(await count('examQuestion')).toBe(6);
    expect(await count('exam')).toBe(3);
  });

  it('names every problem in the cells and between rows, and writes nothing', async () => {
    const X = '考试甲';
    const ok = `${X},,,${START.cell},${END.cell},60,1,,,,,`;
    expect(
      await problems(
        [
          HEAD,
          `,老师,课程,2026/9/1,明天,0,0,100,-1,可以,行,,,题型,,,,,,,,,,,`,
          `${ok},党章,单选,题一,甲,,乙,,,,A,,,2`,
          `${ok},党章,单选,题二,甲,,,,,,A,,,2`,
          `${ok},党章,单选,题三,甲,乙,甲,,,,E,,,2`,
          `${ok},党章,单选,题四,甲,乙,,,,,AB,,,2`,
          `${ok},党章,多选,题五,甲,乙,丙,,,,A,,,2`,
          `${ok},党章,多选,题六,甲,乙,丙,,,,A/C,,,2`,
          `${ok},党章,多选,题七,甲,乙,丙,,,,AAC,,,2`,
          `${ok},党章,判断,题八,对,,,,,,是,,,2`,
          `${ok},党章,填空,题九,,,,,,,,答案,,2`,
          `${ok},党章,单选,题十,甲,乙,,,,,A,其他,,0.3`,
          `${ok},党章,,题十一,,,,,,,A,,,`,
          `${X},学员,,${START.cell},${START.cell},60,1,,,,,,党章,判断,题十二,,,,,,,对,,,1`,
          `${X},干部,,,,,,,,,,,党章,判断,题十三,,,,,,,错,,,1`,
          `考试乙,,,${START.cell},${END.cell},60,1,,,,,,党章,判断,题十二,,,,,,,错,,另一解析,1`,
          `考试乙,,,,,,,,,,,,党章,判断,题十二,,,,,,,错,,,1`,
          `考试乙,,,,,,,,,,,,党章,判断,题十四,,,,,,,对,,,101`,
          `考试乙,,,,,,,,,,,,党章,判断,题十五,,,,,,,对,,,abc`,
        ].join('\n'),
      ),
    ).toEqual([
      { line: 2, column: '考试名称', message: '不能为空' },
      { line: 2, column: '面向', message: '“老师”不是可用的面向；可用：学员、干部、全部' },
      { line: 2, column: '所属课程', message: '“课程”应写成“分类/课程”，如“党的基本理论/马克思主义基本原理概论”' },
      { line: 2, column: '开始时间', message: '“2026/9/1”只有日期，请写上时刻，如 2026/9/1 9:00（北京时间）' },
      { line: 2, column: '结束时间', message: '“明天”不是有效的日期时间；请写如 2026/9/1 9:00 或 2026-09-01 09:00（北京时间）' },
      { line: 2, column: '时长（分钟）', message: '“0”不是 1 至 600 之间的整数（分钟）' },
      { line: 2, column: '及格分', message: '“0”不是有效的及格分；请写大于 0 的整数或半分（如 60、59.5），不超过试卷总分' },
      { line: 2, column: '可考次数', message: '“100”不是 1 至 99 之间的整数' },
      { line: 2, column: '允许离开次数', message: '“-1”不是 0 至 99 之间的整数（0 表示一离开答题页面就自动交卷）' },
      { line: 2, column: '题目乱序', message: '“可以”不是可用的值；可用：是、否' },
      { line: 2, column: '交卷后可查看答案', message: '“行”不是可用的值；可用：是、否' },
      { line: 2, column: '题库分类', message: '不能为空' },
      { line: 2, column: '题干', message: '不能为空' },
      { line: 2, column: '题型', message: '“题型”不是可用的题型；可用：单选、多选、判断、填空' },
      { line: 2, column: '分值', message: '不能为空：请写这道题在本场考试中的分值' },
      { line: 3, column: '选项B', message: '为空而选项C已填写；选项须从 A 起连续填写，不能空出中间的' },
      { line: 4, column: '选项B', message: '单选题至少要有两个选项（选项A、选项B）' },
      { line: 5, column: '选项C', message: '与选项A相同（“甲”）；各选项须不同' },
      { line: 5, column: '答案', message: '“E”中的 E 不是已填写的选项（可用：A、B、C）' },
      { line: 6, column: '答案', message: '单选题只能有一个答案，“AB”有 2 个；多个答案请把题型写为多选' },
      { line: 7, column: '答案', message: '多选题的答案须有两个或以上选项，“A”只有一个；只有一个答案请把题型写为单选' },
      { line: 8, column: '答案', message: '“A/C”不是选项字母；请写如 ACD、A,C,D 或 A、C、D（可用：A、B、C）' },
      { line: 9, column: '答案', message: '“AAC”中有重复的选项' },
      { line: 10, column: '选项A', message: '判断题没有选项，请留空' },
      { line: 10, column: '答案', message: '“是”不是可用的判断题答案；可用：对、正确、√、错、错误、×' },
      { line: 11, column: '答案', message: '不能为空：请写填空的标准答案' },
      { line: 12, column: '其他可接受答案', message: '只有填空题可以填写其他可接受答案；单选题请留空' },
      {
        line: 12,
        column: '分值',
        message:
          '“0.3”不是有效的分值；可用：大于 0、不超过 100 的整数或半分（如 2、2.5）。学员得分逐题相加，半分相加没有误差，一位小数会有',
      },
      { line: 13, column: '题型', message: '不能为空；可用：单选、多选、判断、填空（题库中已有的题可把题型、选项和答案都留空）' },
      { line: 13, column: '分值', message: '不能为空：请写这道题在本场考试中的分值' },
      { line: 14, column: '结束时间', message: `“${beijingTime(START.iso)}”须晚于开始时间“${beijingTime(START.iso)}”` },
      { line: 15, column: '面向', message: '与第 14 行不同（那里是“学员”，这里是“干部”）；同一考试各行的面向须相同，或只在其中一行填写' },
      {
        line: 16,
        column: '答案',
        message:
          '与第 14 行的同一题不同（那里是“对”，这里是“错”）；题库分类和题干相同即同一题，各行的题型、选项和答案须相同，或只在其中一行写明',
      },
      {
        line: 17,
        column: '答案',
        message:
          '与第 14 行的同一题不同（那里是“对”，这里是“错”）；题库分类和题干相同即同一题，各行的题型、选项和答案须相同，或只在其中一行写明',
      },
      {
        line: 17,
        column: '题干',
        message: '与第 16 行是同一场考试中的同一题（题库分类“党章”，题干“题十二”）；一题在一场考试中只能出现一次',
      },
      {
        line: 18,
        column: '分值',
        message:
          '“101”不是有效的分值；可用：大于 0、不超过 100 的整数或半分（如 2、2.5）。学员得分逐题相加，半分相加没有误差，一位小数会有',
      },
      {
        line: 19,
        column: '分值',
        message:
          '“abc”不是有效的分值；可用：大于 0、不超过 100 的整数或半分（如 2、2.5）。学员得分逐题相加，半分相加没有误差，一位小数会有',
      },
    ]);
    expect(await count('exam')).toBe(0);
    expect(await count('examQuestion')).toBe(0);
  });

  it("checks the list against the database: an exam name twice, a question not in the bank, the lesson, the pass mark, a new exam's times", async () => {
    await run(LIST(SOON));
    const question = await t.db
      .selectFrom('examQuestion')
      .select('id')
      .where('stem', '=', '遵义会议召开于1949年。')
      .executeTakeFirstOrThrow();
    await insertExam(t.db, { title: CADRE, startTime: START.iso, endTime: END.iso, duration: 10, passScore: 1 }, [question.id]);
    await t.db.updateTable('lessonTag').set({ audience: 'cadre' }).where('id', '=', lessons.tags.history).execute();
    const before = { exams: await count('exam'), questions: await count('examQuestion'), papers: await count('examPaper') };
    const times = `${START.cell},${END.cell},60`;
    expect(
      await problems(
        [
          HEAD,
          `${CADRE},,,,,,,,,,,,党章,,党的最高领导机关是？,,,,,,,,,,2`,
          `考试丙,,,${times},1,,,,,,党章,,题库里没有的题,,,,,,,,,,1`,
          `考试丁,,党的基本理论/不存在的课,${times},1,,,,,,党章,判断,题一,,,,,,,对,,,1`,
          `考试戊,学员,党史学习/中国共产党简史,${times},1,,,,,,党章,判断,题二,,,,,,,对,,,1`,
          `考试己,,,${times},10,,,,,,党章,判断,题三,,,,,,,对,,,1`,
          `考试己,,,,,,,,,,,,党章,判断,题四,,,,,,,错,,,1.5`,
          `考试庚,,,,,,,,,,,,党章,判断,题五,,,,,,,对,,,1`,
          `${FINAL},,,,${at(-48).cell},,,,,,,,${Q.single},2`,
        ].join('\n'),
      ),
    ).toEqual([
      {
        line: 2,
        column: '考试名称',
        message: '系统中已有 2 场名为「干部理论测试」的考试，无法确定是哪一场；请先在系统中把其中一场改名，或在表中换一个考试名称',
      },
      { line: 3, column: '题型', message: '题库中还没有这道题（题库分类“党章”，题干“题库里没有的题”）；请写明题型、选项和答案' },
      {
        line: 4,
        column: '所属课程',
        message:
          '“党的基本理论/不存在的课”不存在；请写成“分类/课程”，如 “党的基本理论/马克思主义基本原理”、“党的基本理论/中国特色社会主义理论”、“党史学习/中国共产党简史”',
      },
      {
        line: 5,
        column: '所属课程',
        message: '“党史学习/中国共产党简史”是干部课程，学员看不到，它的考试不能面向学员；请把面向写为干部或全部，或换一门学员课程',
      },
      { line: 6, column: '及格分', message: '及格分 10 超过了试卷总分 2.5（本表中该考试各题分值之和）' },
      { line: 8, column: '开始时间', message: '不能为空：新考试「考试庚」须填写开始时间（写在该考试的任意一行）' },
      { line: 8, column: '结束时间', message: '不能为空：新考试「考试庚」须填写结束时间（写在该考试的任意一行）' },
      { line: 8, column: '时长（分钟）', message: '不能为空：新考试「考试庚」须填写时长（分钟）（写在该考试的任意一行）' },
      { line: 8, column: '及格分', message: '不能为空：新考试「考试庚」须填写及格分（写在该考试的任意一行）' },
      { line: 9, column: '结束时间', message: `“${beijingTime(at(-48).iso)}”须晚于开始时间“${beijingTime(SOON.iso)}”` },
      // the list's rows are the exam's whole paper: one question of 2 points is less than the pass mark
      { line: 9, column: '及格分', message: '及格分 6 超过了试卷总分 2（本表中该考试各题分值之和）' },
    ]);
    expect({ exams: await count('exam'), questions: await count('examQuestion'), papers: await count('examPaper') }).toEqual(before);
  });

  it('once an exam has an attempt: its paper, 及格分 and 时长 stay, 结束时间 only later; an answered question keeps its answer, takes a new 解析', async () => {
    await run(LIST());
    const exam = await t.db.selectFrom('exam').select('id').where('title', '=', FINAL).executeTakeFirstOrThrow();
    const me = await examinee(t);
    await take(me, exam.id, { '党的最高领导机关是？': 'A' });
    const taken = `考试「${FINAL}」已有 1 人次作答，`;
    // the answer and a score changed, two questions swapped, the blank left out, the rules tightened
    expect(
      await problems(
        [
          HEAD,
          `${FINAL},,,,${at(24).cell},90,5,1,,,,,${Q.single.replace(',A,,', ',B,,')},3`,
          `${E},${Q.judge},2`,
          `${E},${Q.multiple},2`,
        ].join('\n'),
      ),
    ).toEqual([
      {
        line: 2,
        column: '答案',
        message: '题目“党的最高领导机关是？”已有 1 人次作答，题型、选项和答案不能再改（原为“A”）；解析可以改。要出一道新题，请改写题干',
      },
      { line: 2, column: '分值', message: `${taken}试卷不能再改：这道题原为 2 分` },
      { line: 2, column: '及格分', message: `${taken}及格分不能再改（原为 6）` },
      { line: 2, column: '时长（分钟）', message: `${taken}时长（分钟）不能再改（原为 60 分钟）` },
      { line: 2, column: '结束时间', message: `${taken}结束时间只能推后，不能提前（原为 ${beijingTime(END.iso)}）` },
      { line: 2, column: '可考次数', message: `${taken}可考次数只能增加，不能减少（原为 2）` },
      { line: 3, column: '题干', message: `${taken}试卷不能再改：原试卷第 2 题是“党的纪律包括哪些？”` },
      { line: 4, column: '题干', message: `${taken}试卷不能再改：原试卷第 3 题是“遵义会议召开于1949年。”` },
      { line: 4, column: '题干', message: `${taken}试卷不能再改：表中少了原试卷第 4 题“${'党的根本组织原则是（　　）。'}”` },
    ]);
    // a later end, more attempts and leaves, a new 说明 and a new 解析 are taken
    expect(
      await run(
        [
          HEAD,
          `${FINAL},学员,,${START.cell},${LATER.cell},60,6,3,5,是,否,开卷。,${Q.single.replace('党章第十条。', '见党章第十条。')},2`,
          `${E},${Q.multiple},2`,
          `${E},${Q.judge},2`,
          `${E},${Q.fill},2`,
        ].join('\n'),
      ),
    ).toEqual({ added: 0, updated: 1, unchanged: 0, notes: ['题库：新增 0 道题，更新 1 道，未变 3 道'] });
    expect(
      await t.db
        .selectFrom('exam')
        .select(['endTime', 'attemptsAllowed', 'maxLeaves', 'shuffle', 'allowReview', 'description'])
        .where('id', '=', exam.id)
        .executeTakeFirstOrThrow(),
    ).toEqual({ endTime: LATER.iso, attemptsAllowed: 3, maxLeaves: 5, shuffle: 1, allowReview: 0, description: '开卷。' });
    expect(
      (await t.db.selectFrom('examQuestion').select('explanation').where('stem', '=', '党的最高领导机关是？').executeTakeFirstOrThrow())
        .explanation,
    ).toBe('见党章第十条。');
    // the learner's attempt stands as graded
    expect((await t.db.selectFrom('examRecord').select('score').where('examId', '=', exam.id).executeTakeFirstOrThrow()).score).toBe(2);
  });

  it('a list with one bad row writes nothing', async () => {
    expect(await problems(`${LIST()}\n${E},党史,判断,新题,,,,,,,也许,,,2`)).toEqual([
      { line: 9, column: '答案', message: '“也许”不是可用的判断题答案；可用：对、正确、√、错、错误、×' },
    ]);
    expect(await count('examCategory')).toBe(0);
    expect(await count('examQuestion')).toBe(0);
    expect(await count('exam')).toBe(0);
  });

  it('dry run says what would change and writes nothing', async () => {
    expect(await run(LIST(), true)).toEqual({
      added: 3,
      updated: 0,
      unchanged: 0,
      notes: ['新建题库分类：党章、党史、理论', '题库：新增 6 道题，更新 0 道，未变 0 道'],
    });
    expect(await count('exam')).toBe(0);
    expect(await count('examQuestion')).toBe(0);
  });
});

it('imports its own template (what `npm run import -- template exams` prints)', async () => {
  // its one example row is a whole paper: the example 及格分 fits the example 分值
  const summary = await run(templateCsv(examsImporter));
  expect(summary).toMatchObject({ added: 1, updated: 0 });
  expect(await count('examQuestion')).toBe(1);
  expect(await count('examPaper')).toBe(1);
});

it("an exam that has begun keeps its paper and its questions' answers, even with nobody in it yet; its start may move first", async () => {
  await run(LIST());
  const exam = await t.db.selectFrom('exam').select('id').where('title', '=', FINAL).executeTakeFirstOrThrow();
  const paper = () => t.db.selectFrom('examPaper').select(['questionId', 'score']).where('examId', '=', exam.id).orderBy('sort').execute();
  const before = await paper();
  const begun = `考试「${FINAL}」已于 ${beijingTime(START.iso)} 开始（还没有人作答），`;
  // a score changed, and the multiple's answer: a learner starting now reads the paper outside the import
  const fewer = Q.multiple.replace('A、B、C', 'A、B');
  expect(
    await problems([HEAD, `${FINAL},,,,,,,,,,,,${Q.single},2`, `${E},${fewer},3`, `${E},${Q.judge},2`, `${E},${Q.fill},2`].join('\n')),
  ).toEqual([
    { line: 2, column: '题干', message: `${begun}试卷不能再改；如需改试卷，请先只把开始时间推后导入一次，再导入新试卷` },
    {
      line: 3,
      column: '答案',
      message: `题目“党的纪律包括哪些？”所在的考试「${FINAL}」已经开始，题型、选项和答案不能再改（原为“A,B,C”）；解析可以改。要出一道新题，请改写题干`,
    },
  ]);
  expect(await paper()).toEqual(before);
  // first the start, alone; then the paper
  expect(
    await run(`${HEAD}\n${FINAL},,,${SOON.cell},,,,,,,,,${Q.single},2\n${E},${Q.multiple},2\n${E},${Q.judge},2\n${E},${Q.fill},2`),
  ).toMatchObject({ updated: 1 });
  expect(await run(`${HEAD}\n${FINAL},,,,,,,,,,,,${Q.single},2\n${E},${fewer},3\n${E},${Q.judge},2\n${E},${Q.fill},2`)).toMatchObject({
    updated: 1,
  });
  expect((await paper()).map((p) => Number(p.score))).toEqual([2, 3, 2, 2]);
  expect(
    (await t.db.selectFrom('examQuestion').select('answer').where('stem', '=', '党的纪律包括哪些？').executeTakeFirstOrThrow()).answer,
  ).toBe('A,B');
});

it('无 in 所属课程 takes an exam off its lesson, back to the exam center; an empty cell keeps the lesson', async () => {
  await run(LIST());
  const lessonOf = async () =>
    (await t.db.selectFrom('exam').select('lessonId').where('title', '=', LESSON).executeTakeFirstOrThrow()).lessonId;
  expect(await lessonOf()).toBe(lessons.lessons.basics);
  const row = (cell: string) => `${HEAD}\n${LESSON},,${cell},,,,,,,,,,理论,判断,实践是检验真理的唯一标准。,,,,,,,√,,,1`;
  expect(await run(row(''))).toMatchObject({ updated: 0, unchanged: 1 });
  expect(await lessonOf()).toBe(lessons.lessons.basics);
  expect(await run(row('无'))).toMatchObject({ updated: 1 });
  expect(await lessonOf()).toBeNull();
  const me = await examinee(t);
  expect(((await me.ok('exam', 'examList', { pageNum: 1, pageSize: 10 })).list as Card[]).map((c) => c.title).sort()).toEqual(
    [FINAL, LESSON].sort(),
  );
  expect(await run(row('无'))).toMatchObject({ updated: 0, unchanged: 1 });
});
