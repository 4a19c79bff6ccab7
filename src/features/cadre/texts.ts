import type { StudyStatus } from '@contract/lesson';

/**
 * Heartbeats change progress without invalidating the cache (one per beat would refetch the
 * video page's queries each time): the progress screens load afresh whenever they are opened.
 */
export const FRESH = { refetchOnMountOrArgChange: true } as const;

// The cadre area's words (appId 5): its course landing, a tag's lessons, a lesson, a special.
export const cadreTexts = {
  title: '干部课程',
  tagsLabel: '干部课程分类',
  noTags: '暂无干部课程分类',
  noLessons: '该分类下暂无课程',
  specials: '干部专题',
  noSpecials: '暂无干部专题',
  period: '学习时间：',
  stageCount: (n: number) => `${n} 个阶段`,
  videoCount: (n: number) => `${n} 个视频`,
  chapterCount: (n: number) => `${n} 个章节`,
  teacher: '主讲人：',
  progress: '学习进度',
  completedOf: (done: number, all: number) => `已完成 ${done} / ${all}`,
  intro: '简介',
  noIntro: '暂无简介',
  chapters: '课程章节',
  noVideos: '暂无视频',
  discussions: (n: number) => `讨论 ${n} 条`,
  completed: '已完成',
  stages: '学习阶段',
  noStages: '该专题暂未安排学习阶段',
  stageEmpty: '该阶段暂无视频',
  watch: '开始学习',
  resume: '继续学习',
  rewatch: '重新观看',
  backToTag: '返回课程列表',
  backToCourses: '返回课程学习',
  /** the server's words for a missing special, lesson or tag, shown as well for an id in the address that names none (abc, 1.5) */
  specialNotFound: '专题不存在或已下架',
  lessonNotFound: '课程不存在或已下架',
  tagNotFound: '课程分类不存在',
  fromLesson: (title: string) => `《${title}》`,
  /** /index/special-training for a cadre: the cadre's specials under the menu's 专题培训 */
  trainingTitle: '专题培训',
  trainingSummary: (all: number, inProgress: number, done: number) => `干部专题共 ${all} 个：${inProgress} 个进行中 · ${done} 个完成`,
} as const;

export const STATUS_LABEL: Record<StudyStatus, string> = { 0: '未开始', 1: '学习中', 2: '已完成' };
export const STATUS_PALETTE: Record<StudyStatus, string> = { 0: 'gray', 1: 'blue', 2: 'green' };
