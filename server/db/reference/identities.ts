import type { PartyStatus } from './enums';

// The identities of the party's development path, in list order. The server's rules name them
// (userInfo.ts: which a learner may state about themselves; orgAct: who may vote), so every
// installation holds exactly these names, demo or not.
export const identities = ['入党申请人', '入党积极分子', '发展对象', '预备党员', '正式党员', '党务工作者', '领导干部'] as const;
export type IdentityName = (typeof identities)[number];

/** 政治面貌 (enum partyStatus) that goes with each identity, where nobody recorded it apart. */
export const PARTY_STATUS_OF_IDENTITY: Record<IdentityName, PartyStatus> = {
  入党申请人: 'applicant',
  入党积极分子: 'activist',
  发展对象: 'candidate',
  预备党员: 'probationary',
  正式党员: 'member',
  党务工作者: 'member',
  领导干部: 'member',
};
