import type { Kysely } from 'kysely';
import type { QuestionType } from '../../../../contract/exam';
import type { Database } from '../../../db/schema';
import { beijingTime } from '../../../lib/beijingDate';
import { insertExam } from '../../../modules/exam/insertExam';
import type { ExamAudience } from '../../../modules/exam/tables';
import type { CsvRow } from '../../../lib/lists/csvTable';
import type { ImportContext, Importer, ImportSummary } from '../importer';
import { JUDGE_WORDS, judgeName, listDateTime, listScore, OPTION_KEYS, short, TYPE_NAME } from '../../../lib/lists/examCells';
import { normalisePath, PATH_SEPARATOR } from './paths';
import { listOf as list } from '../../../lib/lists/listOf';
import {
  MAX_BLANK,
  optionColumn,
  QUESTION_COLUMNS,
  QUESTION_LIMITS,
  questionCells,
  type QuestionBody,
} from '../../../lib/lists/questionCells';

// 考试与试题: a school's own exams with their papers, one row per question of an exam's paper, in
// paper order. An exam is known by 考试名称; its cells (面向, 开始时间, ...) are written on any of
// its rows, the same on each row that writes them. A question is known by 题库分类 + 题干 and goes
// into the question bank (examQuestion) in the storage form the grader reads
// (server/lib/examGrading.ts). The file's rows are the exam's whole paper: a question left out
// leaves the paper but stays in the bank; no exam, question or category is ever deleted.
//
// What learners did stays true: once an exam has an attempt, its paper (questions, order,
// scores), 及格分, 时长, 开始时间, 面向 and 所属课程 are fixed; 结束时间 may only move later,
// 可考次数 and 允许离开次数 may only grow; 说明, 题目乱序 and 交卷后可查看答案 may change. Once a
// question has been answered (or sits on the paper of an exam with an attempt), its 题型, 选项,
// 答案 and 其他可接受答案 are fixed; 解析 may change.
// An exam that has begun (its 开始时间 less than a minute away or past) keeps its paper and its
// questions' answers even with no attempt yet: a learner starting at that moment reads the paper
// outside the import's transaction and records its order with the attempt, so a paper changed
// under them would grade them on questions they were not shown. Its times may still move, so a
// school can first push 开始时间 later, then change the paper.

const C = {
  exam: '考试名称',
  audience: '面向',
  lesson: '所属课程',
  start: '开始时间',
  end: '结束时间',
  duration: '时长（分钟）',
  pass: '及格分',
  attempts: '可考次数',
  leaves: '允许离开次数',
  shuffle: '题目乱序',
  review: '交卷后可查看答案',
  description: '说明',
  ...QUESTION_COLUMNS,
  score: '分值',
} as const;

const AUDIENCES: Record<string, ExamAudience> = { 学员: 'learner', 干部: 'cadre', 全部: 'all' };
const AUDIENCE_NAME: Record<ExamAudience, string> = { learner: '学员', cadre: '干部', all: '全部' };
const YES_NO: Record<string, number> = { 是: 1, 否: 0 };
const yesNo = (v: number) => (v ? '是' : '否');
const DURATION = { min: 1, max: 600 };
const ATTEMPTS = { min: 1, max: 99 };
const LEAVES = { min: 0, max: 99 };
const MAX_SCORE = 100;
const LIMITS = { title: 100, description: 2000, stem: QUESTION_LIMITS.stem };
/** a paper is fixed from this long before its exam's 开始时间 (a start racing the import) */
const BEGUN_MARGIN_MS = 60_000;

/** a cell that takes a value away (所属课程) */
const NONE = '无';

const DEFAULTS = { audience: 'learner' as ExamAudience, attempts: 1, leaves: 3, shuffle: 0, review: 1 };
const TIME_FORMS = '请写如 2026/9/1 9:00 或 2026-09-01 09:00（北京时间）';

interface Said<T> {
  value: T;
  line: number;
}

interface ExamSaid {
  audience?: Said<ExamAudience>;
  /** 分类/课程 */
  lesson?: Said<string>;
  start?: Said<string>;
  end?: Said<string>;
  duration?: Said<number>;
  pass?: Said<number>;
  attempts?: Said<number>;
  leaves?: Said<number>;
  shuffle?: Said<number>;
  review?: Said<number>;
  description?: Said<string>;
}

interface PaperRow {
  line: number;
  questionKey: string;
  score: number;
}

interface ExamWanted {
  title: string;
  lines: number[];
  said: ExamSaid;
  paper: PaperRow[];
}

interface QuestionDef extends QuestionBody {
  line: number;
}

interface QuestionWanted {
  category: string;
  stem: string;
  /** the type, options and answer, as the first row writing them says (none: the question is in the bank already) */
  def?: QuestionDef;
  explanation?: Said<string>;
  lines: number[];
}

const questionKeyOf = (category: string, stem: string) => `${category}\u0000${stem}`;

/** How a value is shown in a message. */
const SHOWN: { [K in keyof ExamSaid]-?: (v: NonNullable<ExamSaid[K]>['value']) => string } = {
  audience: (v) => AUDIENCE_NAME[v],
  lesson: (v) => (v === '' ? NONE : String(v)),
  start: beijingTime,
  end: beijingTime,
  duration: (v) => `${v} 分钟`,
  pass: String,
  attempts: String,
  leaves: String,
  shuffle: yesNo,
  review: yesNo,
  description: (v) => short(v),
};
const COLUMN: { [K in keyof ExamSaid]-?: string } = {
  audience: C.audience,
  lesson: C.lesson,
  start: C.start,
  end: C.end,
  duration: C.duration,
  pass: C.pass,
  attempts: C.attempts,
  leaves: C.leaves,
  shuffle: C.shuffle,
  review: C.review,
  description: C.description,
};

const answerShown = (type: QuestionType, answer: string) => (type === 'judge' ? judgeName(answer) : answer);

/** The first way two definitions of one question differ: the column and both values shown. */
function firstDifference(a: Omit<QuestionDef, 'line'>, b: Omit<QuestionDef, 'line'>): { column: string; was: string; now: string } | null {
  if (a.type !== b.type) return { column: C.type, was: TYPE_NAME[a.type], now: TYPE_NAME[b.type] };
  for (let i = 0; i < Math.max(a.options.length, b.options.length); i++) {
    const [x, y] = [a.options[i]?.text ?? '', b.options[i]?.text ?? ''];
    if (x !== y) return { column: optionColumn(OPTION_KEYS[i]), was: short(x) || '（空）', now: short(y) || '（空）' };
  }
  if (a.answer !== b.answer)
    return { column: C.answer, was: short(answerShown(a.type, a.answer)), now: short(answerShown(b.type, b.answer)) };
  if (a.accepted.join('｜') !== b.accepted.join('｜'))
    return { column: C.accepted, was: a.accepted.join('｜') || '（空）', now: b.accepted.join('｜') || '（空）' };
  return null;
}

interface Parsed {
  exams: Map<string, ExamWanted>;
  questions: Map<string, QuestionWanted>;
}

/** The checks of the cells and of the rows against each other (no database). */
function parse(rows: CsvRow[], ctx: ImportContext): Parsed {
  const { problems } = ctx;
  const exams = new Map<string, ExamWanted>();
  const questions = new Map<string, QuestionWanted>();

  for (const r of rows) {
    const cell = (name: string) => r.cells[name] ?? '';
    const bad = (column: string, message: string) => problems.add(r.line, column, message);
    const before = problems.list.length;

    // the exam's cells
    const title = cell(C.exam);
    if (!title || title.length > LIMITS.title) bad(C.exam, title ? `不能超过 ${LIMITS.title} 个字` : '不能为空');
    const said: ExamSaid = {};
    const audienceText = cell(C.audience);
    if (audienceText) {
      if (AUDIENCES[audienceText]) said.audience = { value: AUDIENCES[audienceText], line: r.line };
      else bad(C.audience, `“${audienceText}”不是可用的面向；可用：学员、干部、全部`);
    }
    const lessonText = normalisePath(cell(C.lesson));
    // 无: the exam leaves its lesson (back to the exam center)
    if (lessonText === NONE) said.lesson = { value: '', line: r.line };
    else if (lessonText.replace(/\//g, '')) {
      if (lessonText.split(PATH_SEPARATOR).length < 2 || lessonText.split(PATH_SEPARATOR).some((p) => !p)) {
        bad(C.lesson, `“${cell(C.lesson)}”应写成“分类/课程”，如“党的基本理论/马克思主义基本原理概论”`);
      } else said.lesson = { value: lessonText, line: r.line };
    }
    for (const [field, column] of [
      ['start', C.start],
      ['end', C.end],
    ] as const) {
      const text = cell(column);
      if (!text) continue;
      const iso = listDateTime(text);
      if (iso === 'date') bad(column, `“${text}”只有日期，请写上时刻，如 ${text} 9:00（北京时间）`);
      else if (iso === null) bad(column, `“${text}”不是有效的日期时间；${TIME_FORMS}`);
      else said[field] = { value: iso, line: r.line };
    }
    const whole = (field: 'duration' | 'attempts' | 'leaves', column: string, range: { min: number; max: number }, unit = '') => {
      const text = cell(column);
      if (!text) return;
      const v = /^\d{1,6}$/.test(text) ? Number(text) : NaN;
      if (v >= range.min && v <= range.max) said[field] = { value: v, line: r.line };
      else bad(column, `“${text}”不是 ${range.min} 至 ${range.max} 之间的整数${unit}`);
    };
    whole('duration', C.duration, DURATION, '（分钟）');
    const passText = cell(C.pass);
    if (passText) {
      const v = listScore(passText);
      if (v !== null && v > 0) said.pass = { value: v, line: r.line };
      else bad(C.pass, `“${passText}”不是有效的及格分；请写大于 0 的整数或半分（如 60、59.5），不超过试卷总分`);
    }
    whole('attempts', C.attempts, ATTEMPTS);
    whole('leaves', C.leaves, LEAVES, '（0 表示一离开答题页面就自动交卷）');
    for (const [field, column] of [
      ['shuffle', C.shuffle],
      ['review', C.review],
    ] as const) {
      const text = cell(column);
      if (!text) continue;
      if (YES_NO[text] === undefined) bad(column, `“${text}”不是可用的值；可用：是、否`);
      else said[field] = { value: YES_NO[text], line: r.line };
    }
    const description = cell(C.description);
    if (description.length > LIMITS.description) bad(C.description, `不能超过 ${LIMITS.description} 个字`);
    else if (description) said.description = { value: description, line: r.line };

    // the question's cells
    const { category, stem, def, explanation } = questionCells(cell, bad);
    const scoreText = cell(C.score);
    const score = listScore(scoreText);
    if (!scoreText) bad(C.score, '不能为空：请写这道题在本场考试中的分值');
    else if (score === null || score <= 0 || score > MAX_SCORE) {
      bad(
        C.score,
        `“${scoreText}”不是有效的分值；可用：大于 0、不超过 ${MAX_SCORE} 的整数或半分（如 2、2.5）。学员得分逐题相加，半分相加没有误差，一位小数会有`,
      );
    }
    if (problems.list.length > before) continue;

    // an exam's cells agree across its rows (or are written in one of them)
    let exam = exams.get(title);
    if (!exam) exams.set(title, (exam = { title, lines: [], said: {}, paper: [] }));
    for (const field of Object.keys(said) as (keyof ExamSaid)[]) {
      const now = said[field]!;
      const had = exam.said[field];
      if (!had) (exam.said as Record<string, Said<unknown>>)[field] = now;
      else if (had.value !== now.value) {
        const shown = SHOWN[field] as (v: unknown) => string;
        bad(
          COLUMN[field],
          `与第 ${had.line} 行不同（那里是“${shown(had.value)}”，这里是“${shown(now.value)}”）；同一考试各行的${COLUMN[field]}须相同，或只在其中一行填写`,
        );
      }
    }
    exam.lines.push(r.line);

    // a question's cells agree wherever it appears
    const key = questionKeyOf(category, stem);
    let q = questions.get(key);
    if (!q) questions.set(key, (q = { category, stem, lines: [] }));
    if (def) {
      const diff = q.def && firstDifference(q.def, def);
      if (!q.def) q.def = { ...def, line: r.line };
      else if (diff) {
        bad(
          diff.column,
          `与第 ${q.def.line} 行的同一题不同（那里是“${diff.was}”，这里是“${diff.now}”）；` +
            '题库分类和题干相同即同一题，各行的题型、选项和答案须相同，或只在其中一行写明',
        );
      }
    }
    if (explanation) {
      if (!q.explanation) q.explanation = { value: explanation, line: r.line };
      else if (q.explanation.value !== explanation) {
        bad(
          C.explanation,
          `与第 ${q.explanation.line} 行的同一题不同（那里是“${short(q.explanation.value)}”，这里是“${short(explanation)}”）；同一题各行的解析须相同，或只在其中一行填写`,
        );
      }
    }
    q.lines.push(r.line);

    const twice = exam.paper.find((p) => p.questionKey === key);
    if (twice)
      bad(
        C.stem,
        `与第 ${twice.line} 行是同一场考试中的同一题（题库分类“${category}”，题干“${short(stem)}”）；一题在一场考试中只能出现一次`,
      );
    else exam.paper.push({ line: r.line, questionKey: key, score: score! });
  }

  // a window that ends after it starts, as far as the file says
  for (const e of exams.values()) {
    const { start, end } = e.said;
    if (start && end && !(start.value < end.value)) {
      problems.add(
        end.line,
        C.end,
        `“${beijingTime(end.value)}”须晚于开始时间“${beijingTime(start.value)}”${start.line === end.line ? '' : `（第 ${start.line} 行）`}`,
      );
    }
  }
  return { exams, questions };
}

/** Counts per id, for `in` lists of any length. */
async function chunked<T>(ids: number[], read: (part: number[]) => Promise<T[]>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < ids.length; i += 500) out.push(...(await read(ids.slice(i, i + 500))));
  return out;
}

interface QuestionPlan {
  id: number | null;
  final: Omit<QuestionDef, 'line'> & { explanation: string };
  /** what to write: nothing, a new row, or these columns */
  write: 'none' | 'insert' | 'update';
}

async function run(trx: Kysely<Database>, rows: CsvRow[], ctx: ImportContext): Promise<ImportSummary> {
  const { problems } = ctx;
  const none = { added: 0, updated: 0, unchanged: 0, notes: [] };
  const p = parse(rows, ctx);
  if (problems.any) return none;

  // 题库分类 by name
  const dbCategories = await trx.selectFrom('examCategory').select(['id', 'name', 'sort']).orderBy('id').execute();
  const categoryId = new Map<string, number>();
  const categoryNames = new Set([...p.questions.values()].map((q) => q.category));
  for (const name of categoryNames) {
    const same = dbCategories.filter((c) => c.name === name);
    if (same.length > 1) {
      const line = [...p.questions.values()].find((q) => q.category === name)!.lines[0];
      problems.add(line, C.category, `题库中有 ${same.length} 个名为“${name}”的分类，无法确定是哪一个；请先把其中一个改名`);
    } else if (same.length === 1) categoryId.set(name, same[0].id);
  }

  // questions of the bank by 分类 + 题干
  const dbQuestions = categoryId.size
    ? await trx
        .selectFrom('examQuestion')
        .select(['id', 'categoryId', 'type', 'stem', 'options', 'answer', 'accepted', 'explanation'])
        .where('categoryId', 'in', [...categoryId.values()])
        .orderBy('id')
        .execute()
    : [];
  const nameOf = new Map([...categoryId].map(([name, id]) => [id, name]));
  const bankOf = new Map<string, typeof dbQuestions>();
  for (const q of dbQuestions) {
    const key = questionKeyOf(nameOf.get(q.categoryId)!, q.stem);
    bankOf.set(key, [...(bankOf.get(key) ?? []), q]);
  }
  const fileBankIds = [...p.questions.keys()].flatMap((k) => bankOf.get(k)?.map((q) => q.id) ?? []);
  // answered: rows of examAnswer, or the attempts of exams whose paper holds the question (an open attempt shows it)
  const answered = new Map<number, number>();
  for (const r of await chunked(fileBankIds, (ids) =>
    trx
      .selectFrom('examAnswer')
      .select((eb) => ['questionId', eb.fn.countAll<number>().as('n')])
      .where('questionId', 'in', ids)
      .groupBy('questionId')
      .execute(),
  ))
    answered.set(r.questionId, Number(r.n));
  for (const r of await chunked(fileBankIds, (ids) =>
    trx
      .selectFrom('examPaper as p')
      .innerJoin('examRecord as r', 'r.examId', 'p.examId')
      .select((eb) => ['p.questionId', eb.fn.countAll<number>().as('n')])
      .where('p.questionId', 'in', ids)
      .groupBy('p.questionId')
      .execute(),
  )) {
    answered.set(r.questionId, Math.max(answered.get(r.questionId) ?? 0, Number(r.n)));
  }

  // on the paper of an exam that has begun (title for the message), attempts or not
  const begunBy = new Date(Date.parse(ctx.now) + BEGUN_MARGIN_MS).toISOString();
  const onBegun = new Map<number, string>();
  for (const r of await chunked(fileBankIds, (ids) =>
    trx
      .selectFrom('examPaper as p')
      .innerJoin('exam as e', 'e.id', 'p.examId')
      .select(['p.questionId', 'e.title'])
      .where('p.questionId', 'in', ids)
      .where('e.startTime', '<=', begunBy)
      .orderBy('e.id')
      .execute(),
  )) {
    if (!onBegun.has(r.questionId)) onBegun.set(r.questionId, r.title);
  }

  const plans = new Map<string, QuestionPlan>();
  for (const [key, q] of p.questions) {
    const found = bankOf.get(key) ?? [];
    if (found.length > 1) {
      problems.add(
        q.lines[0],
        C.stem,
        `题库分类“${q.category}”中已有 ${found.length} 道题干相同的题（“${short(q.stem)}”），无法确定是哪一道`,
      );
      continue;
    }
    const old = found[0];
    if (!old) {
      if (!q.def) {
        for (const line of q.lines) {
          problems.add(line, C.type, `题库中还没有这道题（题库分类“${q.category}”，题干“${short(q.stem)}”）；请写明题型、选项和答案`);
        }
        continue;
      }
      const { line: _line, ...def } = q.def;
      plans.set(key, { id: null, final: { ...def, explanation: q.explanation?.value ?? '' }, write: 'insert' });
      continue;
    }
    const was = {
      type: old.type,
      options: (JSON.parse(old.options) as { key: string; text: string }[]).map((o) => ({ key: o.key, text: o.text })),
      answer: old.answer,
      accepted: JSON.parse(old.accepted) as string[],
    };
    const diff = q.def ? firstDifference(was, q.def) : null;
    const n = answered.get(old.id) ?? 0;
    const begun = onBegun.get(old.id);
    if (diff && (n > 0 || begun !== undefined)) {
      const why = n > 0 ? `已有 ${n} 人次作答` : `所在的考试「${begun}」已经开始`;
      problems.add(
        q.def!.line,
        diff.column,
        `题目“${short(q.stem)}”${why}，题型、选项和答案不能再改（原为“${diff.was}”）；` + '解析可以改。要出一道新题，请改写题干',
      );
      // still this question on the exam's paper (nothing is written: the list has a problem)
      plans.set(key, { id: old.id, final: { ...was, explanation: old.explanation }, write: 'none' });
      continue;
    }
    const final = { ...(q.def && diff ? q.def : was), explanation: q.explanation?.value ?? old.explanation };
    plans.set(key, { id: old.id, final, write: diff || final.explanation !== old.explanation ? 'update' : 'none' });
  }

  // exams by 考试名称
  const titles = [...p.exams.keys()];
  const dbExams = [];
  for (let i = 0; i < titles.length; i += 500) {
    dbExams.push(
      ...(await trx
        .selectFrom('exam')
        .selectAll()
        .where('title', 'in', titles.slice(i, i + 500))
        .orderBy('id')
        .execute()),
    );
  }
  const examIds = dbExams.map((e) => e.id);
  const attempts = new Map(
    (
      await chunked(examIds, (ids) =>
        trx
          .selectFrom('examRecord')
          .select((eb) => ['examId', eb.fn.countAll<number>().as('n')])
          .where('examId', 'in', ids)
          .groupBy('examId')
          .execute(),
      )
    ).map((r) => [r.examId, Number(r.n)]),
  );
  const dbPapers = await chunked(examIds, (ids) =>
    trx
      .selectFrom('examPaper as p')
      .innerJoin('examQuestion as q', 'q.id', 'p.questionId')
      .select(['p.examId', 'p.questionId', 'p.score', 'q.stem'])
      .where('p.examId', 'in', ids)
      .orderBy('p.examId')
      .orderBy('p.sort')
      .orderBy('p.questionId')
      .execute(),
  );
  const wantLessons = [...p.exams.values()].some((e) => e.said.lesson);
  const dbLessons = wantLessons
    ? await trx
        .selectFrom('lesson as l')
        .innerJoin('lessonTag as t', 't.id', 'l.tagId')
        .select(['l.id', 'l.title', 't.name as tagName', 't.audience'])
        .orderBy('t.sort')
        .orderBy('l.sort')
        .orderBy('l.id')
        .execute()
    : [];
  const lessonsAt = new Map<string, typeof dbLessons>();
  for (const l of dbLessons) {
    const path = normalisePath(`${l.tagName}${PATH_SEPARATOR}${l.title}`);
    lessonsAt.set(path, [...(lessonsAt.get(path) ?? []), l]);
  }

  interface ExamPlan {
    w: ExamWanted;
    old?: (typeof dbExams)[number];
    values: {
      audience: ExamAudience;
      lessonId: number | null;
      startTime: string;
      endTime: string;
      duration: number;
      passScore: number;
      attemptsAllowed: number;
      maxLeaves: number;
      shuffle: number;
      allowReview: number;
      description: string;
      totalScore: number;
    };
    paper: { key: string; score: number }[];
  }
  const examPlans: ExamPlan[] = [];
  for (const w of p.exams.values()) {
    const same = dbExams.filter((e) => e.title === w.title);
    const first = w.lines[0];
    if (same.length > 1) {
      problems.add(
        first,
        C.exam,
        `系统中已有 ${same.length} 场名为「${w.title}」的考试，无法确定是哪一场；请先在系统中把其中一场改名，或在表中换一个考试名称`,
      );
      continue;
    }
    const old = same[0];
    const s = w.said;
    const lineOf = (said: Said<unknown> | undefined) => said?.line ?? first;
    for (const [field, column] of [
      ['start', C.start],
      ['end', C.end],
      ['duration', C.duration],
      ['pass', C.pass],
    ] as const) {
      if (!old && !s[field]) problems.add(first, column, `不能为空：新考试「${w.title}」须填写${column}（写在该考试的任意一行）`);
    }
    const audience = s.audience?.value ?? (old?.audience as ExamAudience | undefined) ?? DEFAULTS.audience;
    let lessonId = old?.lessonId ?? null;
    if (s.lesson?.value === '') lessonId = null;
    else if (s.lesson) {
      const path = s.lesson.value;
      const found = lessonsAt.get(path) ?? [];
      const fits = found.length > 1 && audience !== 'all' ? found.filter((l) => l.audience === audience) : found;
      if (!found.length) {
        const known = [...lessonsAt.keys()];
        problems.add(
          s.lesson.line,
          C.lesson,
          known.length
            ? `“${path}”不存在；请写成“分类/课程”，如 ${list(known.slice(0, 5).map((k) => `“${k}”`))}${known.length > 5 ? ` 等 ${known.length} 门` : ''}`
            : `“${path}”不存在：系统中还没有课程，请先导入课程`,
        );
      } else if (fits.length !== 1) {
        problems.add(s.lesson.line, C.lesson, `有学员、干部两个分类下的“${path}”，请写明面向：学员或干部`);
      } else if (audience === 'learner' && fits[0].audience === 'cadre') {
        problems.add(
          s.lesson.line,
          C.lesson,
          `“${path}”是干部课程，学员看不到，它的考试不能面向学员；请把面向写为干部或全部，或换一门学员课程`,
        );
      } else lessonId = fits[0].id;
    }
    const paper = w.paper.map((r) => ({ key: r.questionKey, score: r.score }));
    const totalScore = paper.reduce((sum, r) => sum + r.score, 0);
    const values = {
      audience,
      lessonId,
      startTime: s.start?.value ?? old?.startTime ?? '',
      endTime: s.end?.value ?? old?.endTime ?? '',
      duration: s.duration?.value ?? old?.duration ?? 0,
      passScore: s.pass?.value ?? (old ? Number(old.passScore) : 0),
      attemptsAllowed: s.attempts?.value ?? old?.attemptsAllowed ?? DEFAULTS.attempts,
      maxLeaves: s.leaves?.value ?? old?.maxLeaves ?? DEFAULTS.leaves,
      shuffle: s.shuffle?.value ?? old?.shuffle ?? DEFAULTS.shuffle,
      allowReview: s.review?.value ?? old?.allowReview ?? DEFAULTS.review,
      description: s.description?.value ?? old?.description ?? '',
      totalScore,
    };
    if (old && (s.start || s.end) && !(values.startTime < values.endTime)) {
      if (s.end) problems.add(s.end.line, C.end, `“${beijingTime(values.endTime)}”须晚于开始时间“${beijingTime(values.startTime)}”`);
      else problems.add(s.start!.line, C.start, `“${beijingTime(values.startTime)}”须早于结束时间“${beijingTime(values.endTime)}”`);
    }
    if (values.passScore > totalScore && (s.pass || old)) {
      problems.add(lineOf(s.pass), C.pass, `及格分 ${values.passScore} 超过了试卷总分 ${totalScore}（本表中该考试各题分值之和）`);
    }

    // an exam learners have taken keeps what they were marked on
    const n = old ? (attempts.get(old.id) ?? 0) : 0;
    // begun with no attempt yet: the paper is fixed (see the top), the rest may change
    const begun = old !== undefined && n === 0 && old.startTime <= begunBy;
    if (begun) {
      const taken = `考试「${w.title}」已于 ${beijingTime(old.startTime)} 开始（还没有人作答），`;
      const hint = '；如需改试卷，请先只把开始时间推后导入一次，再导入新试卷';
      const was = dbPapers.filter((d) => d.examId === old.id);
      const same =
        was.length === w.paper.length &&
        w.paper.every((r, i) => plans.get(r.questionKey)?.id === was[i].questionId && Number(was[i].score) === r.score);
      if (!same) problems.add(w.lines[0], C.stem, `${taken}试卷不能再改${hint}`);
    }
    if (old && n > 0) {
      const taken = `考试「${w.title}」已有 ${n} 人次作答，`;
      const was = dbPapers.filter((d) => d.examId === old.id);
      w.paper.forEach((r, i) => {
        const o = was[i];
        const id = plans.get(r.questionKey)?.id ?? null;
        if (!o) problems.add(r.line, C.stem, `${taken}试卷不能再改：原试卷只有 ${was.length} 道题，不能再加题`);
        else if (o.questionId !== id) problems.add(r.line, C.stem, `${taken}试卷不能再改：原试卷第 ${i + 1} 题是“${short(o.stem)}”`);
        else if (Number(o.score) !== r.score) problems.add(r.line, C.score, `${taken}试卷不能再改：这道题原为 ${Number(o.score)} 分`);
      });
      if (w.paper.length < was.length) {
        const k = w.paper.length;
        problems.add(
          w.lines[w.lines.length - 1],
          C.stem,
          `${taken}试卷不能再改：表中少了原试卷第 ${k + 1} 题“${short(was[k].stem)}”${was.length - k > 1 ? ` 起的 ${was.length - k} 道题` : ''}`,
        );
      }
      const fixed = <T>(said: Said<T> | undefined, before: T, column: string, shown: (v: T) => string) => {
        if (said && said.value !== before) problems.add(said.line, column, `${taken}${column}不能再改（原为 ${shown(before)}）`);
      };
      fixed(s.pass, Number(old.passScore), C.pass, String);
      fixed(s.duration, old.duration, C.duration, (v) => `${v} 分钟`);
      fixed(s.start, old.startTime, C.start, beijingTime);
      fixed(s.audience, old.audience as ExamAudience, C.audience, (v) => AUDIENCE_NAME[v]);
      if (s.lesson && lessonId !== old.lessonId) {
        const was = dbLessons.find((l) => l.id === old.lessonId);
        problems.add(s.lesson.line, C.lesson, `${taken}${C.lesson}不能再改（原为 ${was ? `${was.tagName}/${was.title}` : '无'}）`);
      }
      if (s.end && s.end.value < old.endTime)
        problems.add(s.end.line, C.end, `${taken}结束时间只能推后，不能提前（原为 ${beijingTime(old.endTime)}）`);
      for (const [said, before, column] of [
        [s.attempts, old.attemptsAllowed, C.attempts],
        [s.leaves, old.maxLeaves, C.leaves],
      ] as const) {
        if (said && said.value < before) problems.add(said.line, column, `${taken}${column}只能增加，不能减少（原为 ${before}）`);
      }
    }
    examPlans.push({ w, old, values, paper });
  }
  if (problems.any) return none;

  // writes: categories, questions, exams and their papers
  const notes: string[] = [];
  let sort = Math.max(0, ...dbCategories.map((c) => c.sort));
  const newCategories: string[] = [];
  for (const name of categoryNames) {
    if (categoryId.has(name)) continue;
    const { id } = await trx.insertInto('examCategory').values({ name, sort: ++sort }).returning('id').executeTakeFirstOrThrow();
    categoryId.set(name, id);
    newCategories.push(name);
  }
  const counts = { added: 0, updated: 0, unchanged: 0 };
  for (const [key, plan] of plans) {
    const q = p.questions.get(key)!;
    const row = {
      type: plan.final.type,
      stem: q.stem,
      options: JSON.stringify(plan.final.options),
      answer: plan.final.answer,
      accepted: JSON.stringify(plan.final.accepted),
      explanation: plan.final.explanation,
    };
    if (plan.write === 'insert') {
      plan.id = (
        await trx
          .insertInto('examQuestion')
          .values({ categoryId: categoryId.get(q.category)!, ...row })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
      counts.added++;
    } else if (plan.write === 'update') {
      await trx.updateTable('examQuestion').set(row).where('id', '=', plan.id!).execute();
      counts.updated++;
    } else counts.unchanged++;
  }

  let added = 0;
  let updated = 0;
  const shortened: string[] = [];
  for (const { w, old, values, paper } of examPlans) {
    const questions = paper.map((r) => ({ id: plans.get(r.key)!.id!, score: r.score }));
    if (!old) {
      const { totalScore: _total, ...exam } = values;
      // the total is the sum of the paper's scores there, as here
      await insertExam(
        trx,
        { title: w.title, ...exam, shuffle: exam.shuffle === 1, allowReview: exam.allowReview === 1, createdAt: ctx.now },
        questions,
      );
      added++;
      continue;
    }
    const set: Partial<typeof values> = {};
    for (const k of Object.keys(values) as (keyof typeof values)[]) {
      const before = k === 'totalScore' || k === 'passScore' ? Number(old[k]) : old[k];
      if (values[k] !== before) (set as Record<string, unknown>)[k] = values[k];
    }
    const was = dbPapers.filter((d) => d.examId === old.id);
    const samePaper =
      was.length === questions.length && was.every((d, i) => d.questionId === questions[i].id && Number(d.score) === questions[i].score);
    if (!samePaper) {
      await trx.deleteFrom('examPaper').where('examId', '=', old.id).execute();
      await trx
        .insertInto('examPaper')
        .values(questions.map((q, i) => ({ examId: old.id, questionId: q.id, sort: i + 1, score: q.score })))
        .execute();
      const left = was.filter((d) => !questions.some((q) => q.id === d.questionId)).length;
      if (left) shortened.push(`「${w.title}」${left} 道`);
    }
    if (Object.keys(set).length) await trx.updateTable('exam').set(set).where('id', '=', old.id).execute();
    if (Object.keys(set).length || !samePaper) updated++;
  }

  if (newCategories.length) notes.push(`新建题库分类：${list(newCategories)}`);
  notes.push(`题库：新增 ${counts.added} 道题，更新 ${counts.updated} 道，未变 ${counts.unchanged} 道`);
  if (shortened.length) notes.push(`这些考试的试卷去掉了表中没有的题（题目仍在题库中）：${list(shortened)}`);
  return { added, updated, unchanged: p.exams.size - added - updated, notes };
}

/**
 * 考试与试题: exams and their papers, one row per question of an exam's paper in paper order;
 * exams by 考试名称, questions by 题库分类 + 题干. Counts are of exams (the questions are in the notes).
 */
export const examsImporter: Importer = {
  kind: 'exams',
  title: '考试与试题',
  columns: [
    {
      name: C.exam,
      required: true,
      help: '考试名称（最多 100 字）；同名即同一场考试，试卷的每道题一行，按试卷顺序；考试的各项设置写在它的任意一行（各行相同或只写一次），已有考试留空则不改',
      example: '2026年秋季入党积极分子培训结业考试',
    },
    { name: C.audience, required: false, help: '谁能参加：学员、干部 或 全部；新考试不填为学员', example: '学员' },
    {
      name: C.lesson,
      required: false,
      help: `课程考试：所属课程的“分类/课程”（须已导入），学员学完该课程后在课程页参加；不填则在考试中心；已有考试留空则不改，写“${NONE}”改回考试中心`,
      example: '',
    },
    { name: C.start, required: false, help: '可以开始作答的时间（北京时间），如 2026/9/1 9:00；新考试必填', example: '2026/11/20 9:00' },
    { name: C.end, required: false, help: '截止时间，须晚于开始时间；新考试必填；已有人作答的考试只能推后', example: '2026/11/30 17:00' },
    {
      name: C.duration,
      required: false,
      help: `每次作答的时长，${DURATION.min} 至 ${DURATION.max} 的整数（分钟）；新考试必填`,
      example: '60',
    },
    { name: C.pass, required: false, help: '及格分：大于 0、不超过试卷总分（各题分值之和）的整数或半分；新考试必填', example: '1.5' },
    {
      name: C.attempts,
      required: false,
      help: `每人可作答几次，${ATTEMPTS.min} 至 ${ATTEMPTS.max}；新考试不填为 1；已有人作答的考试只能增加`,
      example: '2',
    },
    {
      name: C.leaves,
      required: false,
      help: `作答中允许离开页面的次数，${LEAVES.min} 至 ${LEAVES.max}，再离开一次即自动交卷；新考试不填为 3；已有人作答的考试只能增加`,
      example: '3',
    },
    { name: C.shuffle, required: false, help: '是 或 否：每人的题目和选项顺序是否打乱；新考试不填为否', example: '否' },
    { name: C.review, required: false, help: '是 或 否：交卷后能否查看答案和解析（错题本同此）；新考试不填为是', example: '是' },
    { name: C.description, required: false, help: '考试说明（最多 2000 字），开考前显示', example: '闭卷作答，时间到自动交卷。' },
    { name: C.category, required: true, help: '题目所属的题库分类，如 党章；新的名称即新建一个分类', example: '党章' },
    {
      name: C.type,
      required: true,
      help: '单选、多选、判断 或 填空；题库中已有的题（题库分类和题干相同）可把题型、选项、答案都留空',
      example: '单选',
    },
    {
      name: C.stem,
      required: true,
      help: `题干（最多 ${LIMITS.stem} 字）；题库分类和题干相同即同一道题，在各考试中须写得相同；一场考试中不能重复`,
      example: '党的最高领导机关是？',
    },
    ...OPTION_KEYS.map((k, i) => ({
      name: optionColumn(k),
      required: false,
      help: i === 0 ? '单选、多选题的选项（最多 200 字），至少填选项A、选项B，从 A 起连续填写；判断、填空题留空' : `选项${k}`,
      example: ['党的全国代表大会和它所产生的中央委员会', '中央政治局', '中央书记处', '中央军事委员会', '', ''][i],
    })),
    {
      name: C.answer,
      required: true,
      help:
        `单选：一个选项字母，如 B；多选：两个或以上字母，如 ACD、A,C,D 或 A、C、D；判断：${list(JUDGE_WORDS)}；填空：标准答案（最多 ${MAX_BLANK} 字，评分时不区分全角半角、大小写，忽略多余空格）；` +
        '已有人作答的题，题型、选项和答案不能再改',
      example: 'A',
    },
    { name: C.accepted, required: false, help: '仅填空题：其他也算对的答案，多个用“｜”或“|”分隔', example: '' },
    {
      name: C.explanation,
      required: false,
      help: '答案解析（最多 2000 字），交卷后查看；已有人作答的题也可以改',
      example: '党章第十条：党的最高领导机关是党的全国代表大会和它所产生的中央委员会。',
    },
    {
      name: C.score,
      required: true,
      help: `这道题在本场考试中的分值：大于 0、不超过 ${MAX_SCORE} 的整数或半分（如 2、2.5）；试卷总分为各题之和；已开始或已有人作答的考试，试卷（题目、顺序、分值）不能再改（还没有人作答时可先把开始时间推后）`,
      example: '2',
    },
  ],
  run,
};
