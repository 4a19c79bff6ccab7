import type { Kysely } from 'kysely';
import { countChars } from '../../../contract/charCount';
import type { DevelopStage, DocCode, StepState, Verdict } from '../../../contract/develop';
import { addMonths, plannedSteps } from '../../lib/developPlan';
import type { Database } from '../schema';
import { insertDevelopRecords } from './developRecords';
import {
  APPLICATION_TEXT,
  autobiographyText,
  REPORT_DRAFT,
  REPORT_TEXTS,
  VOLUNTEER_TEXT,
  wangAutobiographyText,
  type RoadDates,
} from './develop-texts';

// The demo learners' party development records, matching their party status (people.ts): the
// date each stage began (relative to when the demo data is written; 王浩然's probation from his
// join date), the documents handed in with the branch's verdicts (review happens outside the
// platform, so verdicts exist only here), this quarter's 思想汇报 due, drafted or not begun.

const DAY = 86400_000;

interface DevelopSeed {
  account: string;
  stage: DevelopStage;
  /** months before today each stage began; probationary 'joinDate' takes the user's join date */
  applied: number;
  activist?: number;
  candidate?: number;
  probationary?: 'joinDate';
  contacts: string;
  /** this quarter's 思想汇报 */
  current: 'todo' | 'draft';
  /** the last past quarter's 思想汇报 was returned with this comment */
  returnedComment?: string;
  docs: Partial<Record<DocCode, StepState>>;
  fields?: Partial<Record<DocCode, Record<string, string>>>;
  /** the learner's own 个人自传, when handed in */
  autobiography?: (dates: RoadDates) => string;
  /** the 发展党员 steps the organisation has recorded, 1 to this one (developRecords.ts gives their dates) */
  through: number;
}

const seeds: DevelopSeed[] = [
  {
    account: '2023010101',
    stage: 'activist',
    applied: 14,
    activist: 8,
    contacts: '陈立新（教师党员）、王梓涵（学生党员）',
    current: 'todo',
    returnedComment: '汇报内容较为空泛，请结合本季度参加的主题党日和志愿服务谈谈具体体会，字数不少于800字后重新提交。',
    through: 5,
    docs: {},
  },
  {
    account: '2023010103',
    stage: 'activist',
    applied: 16,
    activist: 10,
    contacts: '陈立新（教师党员）、赵一鸣（学生党员）',
    current: 'draft',
    through: 5,
    docs: {},
  },
  {
    account: '2023010102',
    stage: 'candidate',
    applied: 30,
    activist: 22,
    candidate: 3,
    contacts: '张国庆（辅导员）、孙悦（学生党员）',
    current: 'todo',
    through: 11,
    docs: { autobiography: 'submitted' },
    fields: { autobiography: { contacts: '张国庆、孙悦' } },
    autobiography: autobiographyText,
  },
  {
    account: '2022050501',
    stage: 'candidate',
    applied: 28,
    activist: 20,
    candidate: 1,
    contacts: '周文斌（教师党员）、李佳怡（学生党员）',
    current: 'todo',
    through: 9,
    docs: {},
  },
  {
    account: '2022020201',
    stage: 'probationary',
    applied: 40,
    activist: 32,
    candidate: 18,
    probationary: 'joinDate',
    contacts: '马志远（教师党员）、何静（学生党员）',
    current: 'todo',
    through: 20,
    docs: { autobiography: 'approved', volunteer: 'approved' },
    fields: { autobiography: { contacts: '马志远、何静' }, volunteer: { introducer1: '马志远', introducer2: '何静' } },
    autobiography: wangAutobiographyText,
  },
  // 方一凡, a 发展对象 who attended the class and passed its 结业考试 yesterday: 支部委员会审查 recorded
  // today, the 党委's 预审 next (the fourth stage, 预备党员的接收)
  {
    account: '2023010114',
    stage: 'candidate',
    applied: 30,
    activist: 21,
    candidate: 4,
    contacts: '陈立新（教师党员）、王梓涵（学生党员）',
    current: 'todo',
    through: 12,
    docs: {},
  },
  // two 入党申请人: one whose 谈话 is a month overdue (超期预警), one ready to become an 积极分子
  { account: '2023010105', stage: 'applicant', applied: 2, contacts: '', current: 'todo', through: 1, docs: {} },
  { account: '2023040128', stage: 'applicant', applied: 3, contacts: '', current: 'todo', through: 2, docs: {} },
];

/** The documents' texts (the 个人自传 is each learner's own); those telling the writer's 入党 dates take them from the record. */
const textOf = (s: DevelopSeed, docCode: DocCode, dates: RoadDates): string => {
  if (docCode === 'autobiography') return s.autobiography?.(dates) ?? '';
  return docCode === 'application' ? APPLICATION_TEXT : docCode === 'volunteer' ? VOLUNTEER_TEXT : '';
};
const APPROVED_COMMENT: Partial<Record<DocCode, string>> = {
  application: '入党动机端正，对党的认识较为深刻，同意确定为入党积极分子培养对象。',
  report: '汇报联系实际，态度诚恳，望继续保持。',
  autobiography: '经历清楚，内容完整，符合要求。',
  volunteer: '经支部大会讨论，同意接收为中共预备党员。',
};

export async function insertDevelopDemo(trx: Kysely<Database>, now: string): Promise<void> {
  const t0 = Date.parse(now);
  const today = new Date(t0 + 8 * 3600_000).toISOString().slice(0, 10);
  const monthsAgo = (n: number) => addMonths(today, -n);
  // noon Beijing time of a date, never later than an hour ago
  const noonOf = (date: string, plusDays = 0) => Math.min(Date.parse(`${date}T04:00:00.000Z`) + plusDays * DAY, t0 - 3600_000);
  const iso = (ms: number) => new Date(ms).toISOString();

  for (const s of seeds) {
    const user = await trx
      .selectFrom('user')
      .leftJoin('orgUnit', 'orgUnit.id', 'user.orgId')
      .select(['user.id', 'user.joinPartyDate', 'orgUnit.name as branch'])
      .where('user.account', '=', s.account)
      .executeTakeFirst();
    if (!user) continue;
    const reviewer = user.branch ?? '所在党支部';
    const probationaryOn = s.probationary === 'joinDate' ? (user.joinPartyDate ?? monthsAgo(6)) : null;
    const appliedOn = monthsAgo(s.applied);
    const app = await trx
      .insertInto('developApplication')
      .values({
        userId: user.id,
        stage: s.stage,
        appliedOn,
        activistOn: s.activist !== undefined ? monthsAgo(s.activist) : null,
        candidateOn: s.candidate !== undefined ? monthsAgo(s.candidate) : null,
        probationaryOn,
        memberOn: null,
        contacts: s.contacts,
        createdAt: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('developStep')
      .values(
        plannedSteps(app, today).map((p) => ({
          ...p,
          applicationId: app.id,
          userId: user.id,
          state: 'todo' as const,
          savedAt: null,
          submittedAt: null,
        })),
      )
      .execute();
    await insertDevelopRecords(trx, { ...app, appliedOn }, s.through, today, now);
    const steps = await trx
      .selectFrom('developStep')
      .select(['id', 'docCode', 'period', 'dueDate'])
      .where('applicationId', '=', app.id)
      .orderBy('sort')
      .execute();
    const reports = steps.filter((x) => x.docCode === 'report');
    // a quarter's 思想汇报 is handed in 8 days before the quarter ends, but never on or before the
    // day its writer became an activist (who may have become one in those last 8 days)
    const reportMs = (dueDate: string | null) => Math.max(noonOf(dueDate ?? today, -8), app.activistOn ? noonOf(app.activistOn, 1) : 0);

    const hand = async (
      stepId: number,
      state: StepState,
      content: string,
      submittedMs: number,
      comment: string,
      fields?: Record<string, string>,
    ) => {
      const fieldJson = JSON.stringify(Object.entries(fields ?? {}).map(([key, value]) => ({ key, value })));
      await trx
        .updateTable('developStep')
        .set({
          state,
          content,
          charCount: countChars(content),
          rev: submittedMs,
          fields: fieldJson,
          savedAt: iso(submittedMs),
          submittedAt: state === 'draft' ? null : iso(submittedMs),
        })
        .where('id', '=', stepId)
        .execute();
      if (state === 'draft' || state === 'todo') return;
      const verdict: Verdict = state === 'submitted' ? 'pending' : state;
      // nine days later, or before now when that is not yet; always after the submission
      const reviewedMs = Math.max(Math.min(submittedMs + 9 * DAY, t0 - 3600_000), submittedMs + 3600_000);
      await trx
        .insertInto('developSubmission')
        .values({
          stepId,
          userId: user.id,
          content,
          charCount: countChars(content),
          submittedAt: iso(submittedMs),
          verdict,
          reviewer: verdict === 'pending' ? '' : reviewer,
          comment: verdict === 'pending' ? '' : comment,
          reviewedAt: verdict === 'pending' ? null : iso(reviewedMs),
        })
        .execute();
    };

    for (const step of steps) {
      if (step.docCode === 'application') {
        await hand(step.id, 'approved', APPLICATION_TEXT, noonOf(appliedOn), APPROVED_COMMENT.application ?? '', { submitDate: appliedOn });
      } else if (step.docCode === 'report') {
        const i = reports.indexOf(step);
        const text = REPORT_TEXTS[i % REPORT_TEXTS.length];
        if (i === reports.length - 1) {
          if (s.current === 'draft') await hand(step.id, 'draft', REPORT_DRAFT, t0 - 2 * DAY, '');
        } else if (i === reports.length - 2 && s.returnedComment) {
          await hand(step.id, 'returned', text.slice(0, Math.floor(text.length * 0.7)), reportMs(step.dueDate), s.returnedComment);
        } else {
          await hand(step.id, 'approved', text, reportMs(step.dueDate), APPROVED_COMMENT.report ?? '');
        }
      } else {
        const state = s.docs[step.docCode];
        if (!state) continue;
        const submittedMs = state === 'submitted' ? t0 - 5 * DAY : noonOf(probationaryOn ?? today, -40);
        await hand(
          step.id,
          state,
          textOf(s, step.docCode, { ...app, appliedOn }),
          submittedMs,
          APPROVED_COMMENT[step.docCode] ?? '',
          s.fields?.[step.docCode],
        );
      }
    }
  }
}
