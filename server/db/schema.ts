import type { Generated } from 'kysely';

// Column names are camelCase here and snake_case in the database (Kysely's CamelCasePlugin).
// Times are ISO 8601 UTC strings from Date#toISOString (they sort as text on both databases);
// dates are YYYY-MM-DD; flags are integers 0/1 so SQLite and PostgreSQL read the same.

export interface MetaTable { key: string; value: string }
export interface SettingTable { key: string; value: string; updatedAt: string }
export interface AppTable { id: number; name: string; portalUrl: string; learningTheWay: number; cadreArea: number }
export interface EnumItemTable { id: Generated<number>; code: string; value: string; label: string; sort: number }
export interface OrgUnitTable { id: Generated<number>; parentId: number | null; name: string; kind: string; sort: number }
export interface IdentityTable { id: Generated<number>; name: string; sort: number }
export interface PhaseTable { id: Generated<number>; name: string; sort: number }
export interface StageTable {
  id: Generated<number>; phaseId: number; name: string; startDate: string; endDate: string; sort: number;
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
  createdAt: string;
  updatedAt: string;
  passwordChangedAt: string | null;
  lastLoginAt: string | null;
}

export interface SessionTable { tokenHash: string; userId: number; createdAt: string; expiresAt: string; lastSeenAt: string }
export interface CaptchaTable { id: string; answer: string; createdAt: string; expiresAt: string }
export interface LoginFailureTable { id: Generated<number>; account: string; createdAt: string }
export interface AccountLockTable { account: string; lockedUntil: string }
export interface MailCodeTable {
  id: Generated<number>; email: string; purpose: string; codeHash: string; attempts: number;
  createdAt: string; expiresAt: string; usedAt: string | null;
}
export interface FileTable {
  id: Generated<number>; ownerId: number; storedName: string; originalName: string; mime: string;
  size: number; purpose: string; createdAt: string;
}
export interface BannerTable { id: Generated<number>; title: string; imageUrl: string; link: string; sort: number; enabled: number }
export interface NoticeTable {
  id: Generated<number>; title: string; summary: string; content: string; publisher: string;
  isTop: number; viewCount: number; publishedAt: string; createdAt: string;
}
export interface NewsCategoryTable { id: Generated<number>; parentId: number; name: string; sort: number }
export interface NewsTable {
  id: Generated<number>; categoryId: number; title: string; summary: string; coverUrl: string; content: string;
  source: string; author: string; isTop: number; viewCount: number; publishedAt: string; createdAt: string;
}

export interface Database {
  meta: MetaTable;
  setting: SettingTable;
  app: AppTable;
  enumItem: EnumItemTable;
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
  file: FileTable;
  banner: BannerTable;
  notice: NoticeTable;
  newsCategory: NewsCategoryTable;
  news: NewsTable;
}
