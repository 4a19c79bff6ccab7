export const wayTexts = {
  title: '学习之路',
  intro: '从入党积极分子到预备党员，党员发展培训的每一个阶段与你参加的专题培训',
  phaseStates: { done: '已完成', current: '当前阶段', next: '未开始' },
  youAreHere: '你在这里',
  stages: '培训期次',
  topics: '参加的专题培训',
  noTopics: '这一阶段还没有参加专题培训',
  notInTraining: '你目前不在党员发展培训的任何阶段。组织部为你确定培训阶段后，这里会显示你的学习之路。',
  next: (name: string) => `下一步：${name}`,
  /** said in the block of the learner's phase when it is the last one */
  finalStep: (name: string) => `${name}是党员发展培训的最后一个阶段`,
  completed: '已结业',
  progress: (p: number) => `完成 ${p}%`,
  period: (from: string, to: string) => `${from} 至 ${to}`,
};
