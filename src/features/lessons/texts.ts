import type { StudyStatus } from '@contract/lesson';
import type { LessonAudience } from '@/components/lesson/audience';
import { tagNavTexts } from '@/components/lesson/texts';
import { cadreTexts } from './cadre/texts';

export const lessonTexts = {
  title: '课程学习',
  noTags: '暂无课程分类',
  noLessons: '该分类下暂无课程',
  teacher: '主讲人：',
  videoCount: (n: number) => `${n} 个章节`,
  required: '必修',
  elective: '选修',
  progress: '学习进度',
  intro: '课程简介',
  noIntro: '暂无简介',
  chapters: '课程章节',
  watch: '开始学习',
  rewatch: '重新观看',
  resume: '继续学习',
  backToTag: '返回课程列表',
  /** the server's words for a missing lesson or tag, shown as well for an id in the address that names none (abc, 1.5) */
  notFound: '课程不存在或已下架',
  tagNotFound: '课程分类不存在',
  /** after moving an address whose tag is not the lesson's (/1/15 for a lesson of tag 2) to the lesson's own */
  wrongTag: '该课程不属于地址中的分类，已转到它所属的分类',
} as const;

export const STATUS_LABEL: Record<StudyStatus, string> = { 0: '未开始', 1: '学习中', 2: '已完成' };
export const STATUS_PALETTE: Record<StudyStatus, string> = { 0: 'gray', 1: 'blue', 2: 'green' };

/** The words that differ between the learner's and the cadre's version of a tag's lessons and of a lesson. */
export const audienceTexts: Record<LessonAudience, { title: string; tagsLabel: string; noVideos: string }> = {
  learner: { title: lessonTexts.title, tagsLabel: tagNavTexts.label, noVideos: '该课程暂无视频' },
  cadre: { title: cadreTexts.title, tagsLabel: cadreTexts.tagsLabel, noVideos: '暂无视频' },
};

/** The words of the button that opens the next video, by how far the reader is. */
export const watchLabel = (status: StudyStatus) =>
  status === 0 ? lessonTexts.watch : status === 2 ? lessonTexts.rewatch : lessonTexts.resume;
