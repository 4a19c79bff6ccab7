// Party development: the learner's record, its steps, each hand-in and the time rules.
// Conventions: see server/db/schema.ts.

import type { Generated } from 'kysely';
import type { DevelopStage, DocCode, StepState, Verdict } from '../../../contract/develop';

export interface DevelopApplicationTable {
  id: Generated<number>;
  userId: number;
  stage: DevelopStage;
  appliedOn: string | null;
  activistOn: string | null;
  candidateOn: string | null;
  probationaryOn: string | null;
  memberOn: string | null;
  /** 培养联系人 */
  contacts: Generated<string>;
  createdAt: string;
}

export interface DevelopStepTable {
  id: Generated<number>;
  applicationId: number;
  userId: number;
  docCode: DocCode;
  /** YYYY-Qn for a quarterly 思想汇报, '' otherwise */
  period: Generated<string>;
  title: string;
  dueDate: string | null;
  state: StepState;
  content: Generated<string>;
  charCount: Generated<number>;
  /** bigint: PostgreSQL hands it back as a string, read it with Number() */
  rev: Generated<number | string>;
  /** JSON [{ key, value }] */
  fields: Generated<string>;
  savedAt: string | null;
  submittedAt: string | null;
  sort: Generated<number>;
}

export interface DevelopSubmissionTable {
  id: Generated<number>;
  stepId: number;
  userId: number;
  content: Generated<string>;
  charCount: Generated<number>;
  submittedAt: string;
  verdict: Verdict;
  reviewer: Generated<string>;
  comment: Generated<string>;
  reviewedAt: string | null;
}

export type RuleKind = 'after' | 'quarterly';

export interface DevelopRuleTable {
  id: Generated<number>;
  docCode: DocCode;
  kind: RuleKind;
  sinceStage: Generated<string>;
  months: Generated<number>;
  label: string;
  basis: Generated<string>;
}

/** one of the 25 steps recorded by the organisation; unique per application and step */
export interface DevelopRecordTable {
  id: Generated<number>;
  applicationId: number;
  userId: number;
  stepNo: number;
  /** YYYY-MM-DD */
  doneOn: string;
  /** JSON [{ key, value }] */
  fields: Generated<string>;
  /** the organisation that handled the step */
  handledBy: Generated<string>;
  recordedBy: number | null;
  recordedByName: Generated<string>;
  recordedAt: string;
  /** the stage the person left when this step moved their identity; null: it did not move them */
  movedFrom: Generated<string | null>;
  /** the stage date this step overwrote; null: there was none (withdrawing the step puts it back) */
  stageOnBefore: Generated<string | null>;
}

export type GateKindRow = 'after' | 'within' | 'reports' | 'training' | 'classExam' | 'document';

export interface DevelopGateTable {
  id: Generated<number>;
  stepNo: number;
  kind: GateKindRow;
  sinceStep: number | null;
  months: Generated<number>;
  hours: Generated<number>;
  days: Generated<number>;
  docCode: DocCode | null;
  basis: Generated<string>;
  updatedBy: Generated<string>;
  updatedAt: string | null;
}

/** an overdue item whose to-do has been sent (once, whichever instance finds it first) */
export interface DevelopAlertTable {
  id: Generated<number>;
  applicationId: number;
  alertKey: string;
  sentAt: string;
}

export interface DevelopTables {
  developApplication: DevelopApplicationTable;
  developStep: DevelopStepTable;
  developSubmission: DevelopSubmissionTable;
  developRule: DevelopRuleTable;
  developRecord: DevelopRecordTable;
  developGate: DevelopGateTable;
  developAlert: DevelopAlertTable;
}
