import type { Generated } from 'kysely';

// The user module's tables: accounts and what hangs off them (sessions, guess limits, mail
// codes, captchas) and the pick lists of the profile form. Conventions: see server/db/schema.ts.

export interface OrgUnitTable {
  id: Generated<number>;
  parentId: number | null;
  name: string;
  kind: string;
  sort: number;
}

export interface IdentityTable {
  id: Generated<number>;
  name: string;
  sort: number;
}

export interface PhaseTable {
  id: Generated<number>;
  name: string;
  sort: number;
}

export interface StageTable {
  id: Generated<number>;
  phaseId: number;
  name: string;
  startDate: string;
  endDate: string;
  sort: number;
}

export interface UserTable {
  id: Generated<number>;
  account: string;
  passwordHash: string;
  name: string;
  gender: number | null;
  appId: number;
  avatarUrl: string;
  phone: string;
  email: string;
  studentNo: string;
  nation: string;
  education: string;
  partyStatus: string;
  birthday: string | null;
  joinPartyDate: string | null;
  college: string;
  major: string;
  className: string;
  identityId: number | null;
  orgId: number | null;
  stageId: number | null;
  /** 1 while the learner still has the password an administrator gave them */
  defaultPassword: number;
  /** 1 active, 0 disabled */
  status: number;
  /** 0 while a self-registered account waits for its branch to confirm it: no branch matters, no class sign-up */
  branchConfirmed: Generated<number>;
  createdAt: string;
  updatedAt: string;
  passwordChangedAt: string | null;
  lastLoginAt: string | null;
}

export interface SessionTable {
  tokenHash: string;
  userId: number;
  createdAt: string;
  expiresAt: string;
  lastSeenAt: string;
}

export interface CaptchaTable {
  id: string;
  answer: string;
  createdAt: string;
  expiresAt: string;
}

/** A password check: in_progress 1 while it runs (loginGuard.ts), 0 once it was a wrong password. */
export interface LoginFailureTable {
  id: Generated<number>;
  account: string;
  createdAt: string;
  inProgress: Generated<number>;
}

export interface AccountLockTable {
  account: string;
  lockedUntil: string;
}

export interface MailCodeTable {
  id: Generated<number>;
  email: string;
  purpose: string;
  codeHash: string;
  attempts: number;
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
}

export interface UserTables {
  orgUnit: OrgUnitTable;
  identity: IdentityTable;
  phase: PhaseTable;
  stage: StageTable;
  user: UserTable;
  session: SessionTable;
  captcha: CaptchaTable;
  loginFailure: LoginFailureTable;
  accountLock: AccountLockTable;
  mailCode: MailCodeTable;
}
