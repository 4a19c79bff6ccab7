import { ANONYMOUS_ELIGIBLE_MIN, VOTE_MAX_DAYS, VOTE_OPTIONS_MAX } from '../../../contract/vote';

// What the console's vote group answers when it refuses, each saying how to put it right.

export const VOTE_CONSOLE = {
  pickBranch: '您管理多个党组织，请选择发起投票的党支部',
  branchOnly: '投票由党支部发起，请选择一个党支部',
  badTime: '时间格式不正确，请重新选择开始和结束时间',
  endFirst: '结束时间应晚于开始时间',
  over: '结束时间已经过去，请选择晚于现在的结束时间',
  tooLong: `投票时间不能超过 ${VOTE_MAX_DAYS} 天，请缩短开始到结束的时间`,
  tooFar: '开始时间应在一年以内',
  blankTitle: '请填写投票主题',
  blankOption: '候选项名称不能为空，请填写或删除空白的候选项',
  duplicateOption: (name: string) => `候选项「${name}」重复，请修改或删除其中一项`,
  tooManyOptions: `候选项最多 ${VOTE_OPTIONS_MAX} 项`,
  single: '单选投票只能选择 1 项；如需多选，请把投票方式改为多选',
  multipleMin: '多选投票最多可选项数应至少为 2；只选 1 项请把投票方式改为单选',
  multipleMax: (n: number) => `最多可选项数不能超过候选项数（${n} 项）`,
  blankIdentity: '有投票资格的身份不能为空，请从列表中选择',
  unknownIdentity: (names: string[]) => `没有身份「${names.join('、')}」，请从列表中选择有投票资格的身份`,
  nobody: (org: string) => `${org}没有符合条件的已确认党员，无法发起投票；请检查有投票资格的身份`,
  tooFewForAnonymous: (n: number) =>
    `有投票资格的只有 ${n} 人，匿名投票至少需要 ${ANONYMOUS_ELIGIBLE_MIN} 人，否则结果会暴露个人的选择；请改为实名投票或放宽投票资格`,
  alreadyEnded: '投票已经结束，无需提前结束',
} as const;
