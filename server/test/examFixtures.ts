import type { Kysely } from 'kysely';
import { CODE_OPERATION_ERROR } from '../../contract/codes';
import type { QuestionOption, QuestionType } from '../../contract/exam';
import type { Database } from '../db/schema';
import { clock } from '../lib/clock';
import { insertExam, type NewExam } from '../modules/exam/insertExam';
import { insertUser } from './fixtures';
import { callerFor, type Caller } from './caller';
import type { TestApp } from './testApp';

// A small question bank (every type, with answers and explanations no stem contains, so a leak
// is visible in any body) and exams made to order, independent of the demo seed.

export interface BankQuestion {
  id: number;
  type: QuestionType;
  stem: string;
  options: QuestionOption[];
  answer: string;
  accepted: string[];
  explanation: string;
}

export interface ExamBank {
  categories: { charter: number; history: number };
  /** in insertion order: 3 single, 2 multiple, 2 judge, 2 fill */
  questions: BankQuestion[];
  byType: Record<QuestionType, BankQuestion[]>;
}

const opts = (...texts: string[]): QuestionOption[] => texts.map((text, i) => ({ key: String.fromCharCode(65 + i), text }));

type Draft = Omit<BankQuestion, 'id'> & { category: 'charter' | 'history' };

const DRAFTS: Draft[] = [
  {
    category: 'charter',
    type: 'single',
    stem: '党的最高领导机关是？',
    options: opts('党的全国代表大会和它所产生的中央委员会', '中央政治局', '中央书记处', '中央军事委员会'),
    answer: 'A',
    accepted: [],
    explanation: '解析甲：党章第十条规定的最高领导机关',
  },
  {
    category: 'charter',
    type: 'single',
    stem: '预备党员的预备期为？',
    options: opts('半年', '一年', '两年', '三年'),
    answer: 'B',
    accepted: [],
    explanation: '解析乙：预备期满一年',
  },
  {
    category: 'history',
    type: 'single',
    stem: '中国共产党第一次全国代表大会召开于哪一年？',
    options: opts('1919年', '1920年', '1921年', '1927年'),
    answer: 'C',
    accepted: [],
    explanation: '解析丙：一大在上海召开后转移至嘉兴南湖',
  },
  {
    category: 'charter',
    type: 'multiple',
    stem: '党的纪律包括哪些？',
    options: opts('政治纪律', '组织纪律', '廉洁纪律', '娱乐纪律'),
    answer: 'A,B,C',
    accepted: [],
    explanation: '解析丁：六项纪律中的三项',
  },
  {
    category: 'history',
    type: 'multiple',
    stem: '下列属于三大历史决议的是？',
    options: opts('1945年决议', '1981年决议', '2021年决议', '1956年决议'),
    answer: 'A,B,C',
    accepted: [],
    explanation: '解析戊：三个历史决议',
  },
  {
    category: 'charter',
    type: 'judge',
    stem: '党员有权对党的决议提出不同意见。',
    options: [],
    answer: 'true',
    accepted: [],
    explanation: '解析己：党员的权利',
  },
  {
    category: 'history',
    type: 'judge',
    stem: '遵义会议召开于1949年。',
    options: [],
    answer: 'false',
    accepted: [],
    explanation: '解析庚：遵义会议在长征途中',
  },
  {
    category: 'charter',
    type: 'fill',
    stem: '党的根本组织原则是____。',
    options: [],
    answer: '民主集中制',
    accepted: ['民主 集中制'],
    explanation: '解析辛：根本组织原则',
  },
  {
    category: 'history',
    type: 'fill',
    stem: '党的性质写在党章的____中。',
    options: [],
    answer: '总纲',
    accepted: ['党章总纲'],
    explanation: '解析壬：总纲部分',
  },
];

export async function insertExamBank(db: Kysely<Database>): Promise<ExamBank> {
  const category = async (name: string, sort: number) =>
    (await db.insertInto('examCategory').values({ name, sort }).returning('id').executeTakeFirstOrThrow()).id;
  const categories = { charter: await category('党章', 1), history: await category('党史', 2) };
  const questions: BankQuestion[] = [];
  for (const d of DRAFTS) {
    const { id } = await db
      .insertInto('examQuestion')
      .values({
        categoryId: categories[d.category],
        type: d.type,
        stem: d.stem,
        options: JSON.stringify(d.options),
        answer: d.answer,
        accepted: JSON.stringify(d.accepted),
        explanation: d.explanation,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { category: _c, ...q } = d;
    questions.push({ id, ...q });
  }
  const byType = { single: [], multiple: [], judge: [], fill: [] } as Record<QuestionType, BankQuestion[]>;
  for (const q of questions) byType[q.type].push(q);
  return { categories, questions, byType };
}

export type ExamState = 'open' | 'upcoming' | 'ended';

const WINDOWS: Record<ExamState, [number, number]> = { open: [-24, 48], upcoming: [24, 72], ended: [-72, -24] };

let n = 0;

/**
 * An exam on the whole bank (5 points a question), its window set relative to the test clock:
 * open (yesterday to in two days), upcoming (tomorrow on) or ended (yesterday).
 */
export async function examFixture(
  db: Kysely<Database>,
  bank: ExamBank,
  state: ExamState = 'open',
  over: Partial<NewExam> = {},
  questions: number[] = bank.questions.map((q) => q.id),
): Promise<number> {
  n += 1;
  const [from, to] = WINDOWS[state];
  return insertExam(
    db,
    {
      title: `测试考试${n}`,
      startTime: clock.isoIn(from * 3600),
      endTime: clock.isoIn(to * 3600),
      duration: 60,
      passScore: 30,
      attemptsAllowed: 2,
      maxLeaves: 2,
      description: '闭卷作答，离开页面超过 2 次将自动交卷。',
      ...over,
    },
    questions,
  );
}

/** Marks every video of the lesson completed by the learner (the rule that opens its exams). */
export async function completeLesson(db: Kysely<Database>, userId: number, lessonId: number): Promise<void> {
  const videos = await db.selectFrom('lessonVideo').select(['id', 'duration']).where('lessonId', '=', lessonId).execute();
  const now = clock.iso();
  for (const v of videos) {
    await db
      .insertInto('videoProgress')
      .values({
        userId,
        videoId: v.id,
        position: v.duration,
        credited: v.duration,
        covered: `[[0,${v.duration}]]`,
        completed: 1,
        updatedAt: now,
        completedAt: now,
      })
      .execute();
  }
}

/** The right answer of a question as the attempt shows it (`options` are the shown options of that attempt). */
export function rightShown(q: BankQuestion, shown: QuestionOption[]): string {
  if (q.type !== 'single' && q.type !== 'multiple') return q.answer;
  const texts = q.answer.split(',').map((k) => q.options.find((o) => o.key === k)!.text);
  return shown
    .filter((o) => texts.includes(o.text))
    .map((o) => o.key)
    .sort()
    .join(',');
}

/** A wrong answer in the attempt's shown keys. */
export function wrongShown(q: BankQuestion, shown: QuestionOption[]): string {
  switch (q.type) {
    case 'single':
      return shown.find((o) => o.key !== rightShown(q, shown))!.key;
    case 'multiple':
      return rightShown(q, shown).split(',').slice(0, -1).join(',');
    case 'judge':
      return q.answer === 'true' ? 'false' : 'true';
    case 'fill':
      return '不知道';
  }
}

/** Calls of any group as one learner, checked for the envelope's code. */
export interface Examinee extends Caller {
  /** asserts the answer to a call on an attempt that is over: HTTP 200, 10002 考试已结束, data { reason: 'examOver' } */
  over(name: 'saveExamAnswer' | 'markQuestion' | 'leaveExam' | 'exitExam', body: object): Promise<void>;
}

let learners = 0;

/** A fresh learner (appId 6 unless told) logged in. */
export async function examinee(t: TestApp, appId = 6): Promise<Examinee> {
  learners += 1;
  const account = `exam${String(learners).padStart(4, '0')}`;
  const id = await insertUser(t.db, { account, password: 'Exam@2026', appId, name: `考生${learners}` });
  const token = await t.login(account, 'Exam@2026');
  const caller = callerFor(t, id, token);
  return {
    ...caller,
    async over(name, body) {
      const res = await caller.raw('exam', name, body);
      expect(res).toEqual({ status: 200, code: CODE_OPERATION_ERROR, msg: '考试已结束', data: { reason: 'examOver' } });
    },
  };
}
