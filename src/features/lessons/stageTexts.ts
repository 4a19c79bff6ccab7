// The course-learning landing and the selection center (stage courses and electives).
export const stageTexts = {
  stage: '培训阶段',
  noStage: '您尚未加入培训阶段，以下为平台统一的必修课程',
  requiredCount: '必修课程',
  completed: '已完成',
  learning: '学习中',
  hours: '必修学时',
  unit: (n: number) => `${n} 门`,
  continueTitle: '继续学习',
  electives: '选修课程',
  electiveQuota: (selected: number, cap: number | null, offered: number, inStage: boolean) =>
    `${cap === null ? `已选 ${selected} 门` : `已选 ${selected}/${cap} 门`}（${inStage ? '本阶段开设' : '可选'} ${offered} 门）`,
  toSelection: '去选课',
  noElectivesOffered: (inStage: boolean) => (inStage ? '本阶段未开设选修课' : '暂无可选的选修课'),
  /** a learner in no stage sees the platform-wide required lessons, which are no stage's */
  requiredTitle: (inStage: boolean) => (inStage ? '本阶段必修课程' : '必修课程'),
  noRequired: (inStage: boolean) => (inStage ? '本阶段暂无必修课程' : '暂无必修课程'),
  tagDone: (done: number, all: number) => `已完成 ${done}/${all}`,
  allTags: '全部课程分类',
  noTags: '暂无课程分类',
  mine: '我的课程',
  mineFilter: '按学习状态筛选',
  all: '全部',
  noMine: (label: string) => `暂无${label}的课程`,
  noMineAll: '暂无课程',
} as const;
