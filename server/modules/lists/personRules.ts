import { PARTY_STATUS_OF_IDENTITY, type IdentityName } from '../../db/reference/identities';
import { nameRule } from './peopleCells';

// What the organisation records about a person, checked the same way wherever it is written: the
// 人员 list (npm run import, the console's 导入名册) and the console's 修改资料 (roster/edit).

/** Why a name cannot be recorded, or null. */
export function nameProblem(name: string): string | null {
  if (!name) return '请填写姓名';
  if (!nameRule.check(name)) return `“${name}”不是可用的姓名：应为 ${nameRule.min}-${nameRule.max} 个字`;
  return null;
}

/** 政治面貌 that goes with an identity ('' for a name outside the list): set together so the two never disagree. */
export const partyStatusOf = (identityName: string | undefined): string => PARTY_STATUS_OF_IDENTITY[identityName as IdentityName] ?? '';

export const CADRE_NO_STAGE = '干部不参加学员的培训阶段（干部学习按干部专题进行）';

export const OUT_OF_SCOPE_BRANCH = '不在您的管理范围内；只能填写您所管理的党支部';
