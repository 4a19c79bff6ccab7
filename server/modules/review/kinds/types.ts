import type { TodoCondition } from '../../../../contract/centerMessages';
import type { HandedIn, Verdict } from '../../../../contract/review';
import type { Db } from '../../../db/transaction';
import type { ReviewItemTable, ReviewSource } from '../tables';
import type { Selectable } from 'kysely';

// What the review module needs from each place a learner hands something in: what was handed in
// (for the organiser to read), how a verdict lands on the learner's own record, and where the
// learner sees it. One adapter per source (kinds/index.ts lists them).

export type ItemRow = Selectable<ReviewItemTable>;

export interface AppliedVerdict {
  verdict: Verdict;
  /** the reason of a return ('' for an approval) */
  reason: string;
  /** 0-100 for a scored kind's approval, else null */
  score: number | null;
  reviewerName: string;
  at: string;
}

/** Where the message about the verdict sends the learner, and on a return the to-do it opens. */
export interface VerdictLink {
  path: string;
  actionText: string;
  /** a return asks for a correction: a to-do closed by this condition (centerMessages TodoCondition) */
  todo?: { doneWhen: TodoCondition; doneRef: number | null };
}

export interface SourceAdapter {
  source: ReviewSource;
  /** everything the learner handed in, in the order the organiser reads it */
  handedIn(db: Db, item: ItemRow): Promise<HandedIn[]>;
  /**
   * Writes the verdict onto the learner's own record (the write-up, the leave request…), inside the
   * decision's transaction. Throws fail(...) when that record no longer waits for a verdict.
   */
  apply(trx: Db, item: ItemRow, v: AppliedVerdict): Promise<void>;
  link(db: Db, item: ItemRow, v: AppliedVerdict): Promise<VerdictLink>;
}
