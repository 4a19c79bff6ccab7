import { Type, type Static } from '@sinclair/typebox';
import { defineSchemas } from './defineSchemas';
import { Id, IsoTime, Keyword, Nullable, Page, PageQuery, Str } from './common';

// The review queues: everything a learner hands in that an organiser decides. One item is one
// hand-in; a returned item that is corrected and handed in again is a new item, so the history of
// verdicts is the list of earlier items of the same thing.

export const REVIEW_KINDS = ['experience', 'practice', 'task', 'develop', 'leave', 'mend', 'register'] as const;
export const ReviewKind = Type.Union(
  REVIEW_KINDS.map((k) => Type.Literal(k)),
  { title: '审核类别' },
);
export type ReviewKind = Static<typeof ReviewKind>;

export const KIND_NAMES: Record<ReviewKind, string> = {
  experience: '心得体会',
  practice: '实践记录',
  task: '学习任务',
  develop: '入党材料',
  leave: '请假',
  mend: '补学',
  register: '注册确认',
};

/** pending 待审核, approved 已通过, returned 已退回, withdrawn 学员已撤回 */
export const REVIEW_STATES = ['pending', 'approved', 'returned', 'withdrawn'] as const;
export const ReviewState = Type.Union(
  REVIEW_STATES.map((s) => Type.Literal(s)),
  { title: '审核状态' },
);
export type ReviewState = Static<typeof ReviewState>;

export const Verdict = Type.Union([Type.Literal('approve'), Type.Literal('return')], { title: '审核结论' });
export type Verdict = Static<typeof Verdict>;

/** The kinds whose approval carries a score 0-100 (and so are approved one by one, never in a batch). */
export const SCORED_KINDS: readonly ReviewKind[] = ['experience', 'practice'];

/** Days an item may wait before it is 逾期, unless the school's settings say otherwise. */
export const DEFAULT_OVERDUE_DAYS = 7;
export const REASON_MAX = 500;
export const BATCH_MAX = 100;

export const ReviewItem = Type.Object({
  id: Type.Integer(),
  kind: ReviewKind,
  title: Type.String(),
  learnerName: Type.String(),
  /** the learner's account (学号/工号): two learners may share a name */
  learnerAccount: Type.String(),
  branchName: Type.String(),
  submittedAt: IsoTime,
  state: ReviewState,
  /** waiting longer than the configured days */
  overdue: Type.Boolean(),
  decidedAt: Nullable(IsoTime),
  reviewerName: Type.String(),
});
export type ReviewItem = Static<typeof ReviewItem>;

/** One part of what the learner handed in: a labelled text, or files and images. */
export const HandedIn = Type.Object({
  label: Type.String(),
  /** plain text, line breaks kept */
  text: Type.String(),
  files: Type.Array(Type.Object({ name: Type.String(), url: Type.String() })),
});
export type HandedIn = Static<typeof HandedIn>;

export const Decision = Type.Object({
  id: Type.Integer(),
  state: ReviewState,
  reason: Type.String(),
  score: Nullable(Type.Integer()),
  reviewerName: Type.String(),
  decidedAt: Nullable(IsoTime),
  submittedAt: IsoTime,
});
export type Decision = Static<typeof Decision>;

export const ReviewDetail = Type.Composite([
  ReviewItem,
  Type.Object({
    learnerIdentity: Type.String(),
    /** experience and practice take a score 0-100 with an approval */
    scored: Type.Boolean(),
    handedIn: Type.Array(HandedIn),
    reason: Type.String(),
    score: Nullable(Type.Integer()),
    /** earlier hand-ins of the same thing, newest first */
    history: Type.Array(Decision),
  }),
]);
export type ReviewDetail = Static<typeof ReviewDetail>;

export const KindCount = Type.Object({ kind: ReviewKind, pending: Type.Integer(), overdue: Type.Integer() });
export type KindCount = Static<typeof KindCount>;

/** The 10002 answer when another organiser decided the item first. */
export const AlreadyDecided = Type.Object({
  reason: Type.Literal('decided'),
  reviewerName: Type.String(),
  decidedAt: IsoTime,
  state: ReviewState,
});
export type AlreadyDecided = Static<typeof AlreadyDecided>;

const ItemRef = { kind: ReviewKind, id: Id('事项') };

export const reviewSchemas = defineSchemas('review', {
  summary: { summary: '本人范围内各类待审核与逾期的数量', body: Type.Object({}), data: Type.Array(KindCount) },
  queue: {
    summary: '某类待审核事项（本人范围内；逾期的在前，早交的在前）',
    body: Type.Object({
      kind: ReviewKind,
      state: Type.Optional(ReviewState),
      keyword: Keyword,
      branchId: Type.Optional(Id('党支部')),
      ...PageQuery,
    }),
    data: Page(ReviewItem),
  },
  detail: { summary: '一个事项：学员交来的全部内容与审核历史', body: Type.Object(ItemRef), data: ReviewDetail },
  decide: {
    summary: '审核一个事项：通过，或退回并说明原因（两人同时审核时只有一个结论生效）',
    body: Type.Object({
      ...ItemRef,
      verdict: Verdict,
      reason: Type.Optional(Str('退回原因', 0, REASON_MAX)),
      score: Type.Optional(Type.Integer({ title: '评分', minimum: 0, maximum: 100 })),
    }),
    data: Decision,
    refusal: AlreadyDecided,
  },
  approveBatch: {
    summary: '批量通过同一类的多个事项（已被处理或不在范围内的跳过并说明）',
    body: Type.Object({
      kind: ReviewKind,
      ids: Type.Array(Id('事项'), { title: '事项', minItems: 1, maxItems: BATCH_MAX, uniqueItems: true }),
    }),
    data: Type.Object({
      approved: Type.Array(Type.Integer()),
      skipped: Type.Array(Type.Object({ id: Type.Integer(), reason: Type.String() })),
    }),
  },
});
