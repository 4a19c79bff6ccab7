import type { LoginResult, UserInfo } from '@contract/user';

/** A learner as user/userInfo describes them (demo account 2023010101); the one demo user of the web tests. */
export const learner: UserInfo = {
  id: 1,
  account: '2023010101',
  name: '张晓明',
  gender: 1,
  appId: 6,
  avatarUrl: '',
  phone: '13800000000',
  email: 'zhangxm@example.edu.cn',
  studentNo: '2023010101',
  nation: '01',
  education: '本科',
  partyStatus: '01',
  birthday: '2004-05-01',
  joinPartyDate: null,
  college: '计算机学院',
  major: '软件工程',
  className: '软件2301',
  identityId: 2,
  identityName: '入党积极分子',
  orgId: 3,
  orgName: '本科生第一党支部',
  orgPath: ['校党委', '计算机学院党委', '本科生第一党支部'],
  phaseId: 1,
  phaseName: '积极分子培训',
  stageId: 1,
  stageName: '第一阶段',
  defaultPassword: false,
  branchConfirmed: true,
  lastLoginAt: null,
};

export const loginResult = (overrides: Partial<LoginResult> = {}): LoginResult => ({
  token: 'token-abc',
  expiresAt: '2026-12-31T00:00:00.000Z',
  defaultPassword: false,
  userInfo: learner,
  ...overrides,
});
