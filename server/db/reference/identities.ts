// The identities of the party's development path, in list order. The server's rules name them
// (userInfo.ts: which a learner may state about themselves; orgAct: who may vote), so every
// installation holds exactly these names, demo or not.
export const identities = ['入党申请人', '入党积极分子', '发展对象', '预备党员', '正式党员', '党务工作者', '领导干部'] as const;
export type IdentityName = (typeof identities)[number];
