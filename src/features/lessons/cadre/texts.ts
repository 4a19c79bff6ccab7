// The cadre area's words (appId 5): its course landing, its specials and 专题培训.
export const cadreTexts = {
  title: '干部课程',
  tagsLabel: '干部课程分类',
  noTags: '暂无干部课程分类',
  specials: '干部专题',
  noSpecials: '暂无干部专题',
  period: '学习时间：',
  stageCount: (n: number) => `${n} 个阶段`,
  videoCount: (n: number) => `${n} 个视频`,
  teacher: '主讲人：',
  progress: '学习进度',
  completedOf: (done: number, all: number) => `已完成 ${done} / ${all}`,
  noIntro: '暂无简介',
  stages: '学习阶段',
  noStages: '该专题暂未安排学习阶段',
  stageEmpty: '该阶段暂无视频',
  backToCourses: '返回课程学习',
  /** the server's words for a missing special, shown as well for an id in the address that names none (abc, 0) */
  specialNotFound: '专题不存在或已下架',
  fromLesson: (title: string) => `《${title}》`,
  /** /index/special-training for a cadre: the cadre's specials under the menu's 专题培训 */
  trainingTitle: '专题培训',
  trainingSummary: (all: number, inProgress: number, done: number) => `干部专题共 ${all} 个：${inProgress} 个进行中 · ${done} 个完成`,
} as const;
