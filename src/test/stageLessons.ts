import type { ContinueVideo, CourseCenter, StageLessonItem, StageLessons } from '@contract/lessonStage';
import { lessonItem } from './lessons';

// Test data for the stage-course screens (imported by tests only).
export const stageItem = (id: number, extra: Partial<StageLessonItem> = {}): StageLessonItem => ({
  ...lessonItem(id),
  selected: false,
  ...extra,
});

export const continueVideo = (extra: Partial<ContinueVideo> = {}): ContinueVideo => ({
  videoId: 42,
  videoTitle: '第二讲 新民主主义革命理论',
  lessonId: 7,
  lessonTitle: '毛泽东思想的形成与发展',
  tagId: 1,
  position: 83,
  duration: 120,
  completed: false,
  updatedAt: '2026-11-20T08:00:00.000Z',
  ...extra,
});

export const courseCenter = (extra: Partial<CourseCenter> = {}): CourseCenter => ({
  stage: { id: 9, name: '2026年春季学期 第一阶段', phaseName: '预备党员培训' },
  groups: [
    {
      tagId: 1,
      tagName: '党的基本理论',
      lessons: [stageItem(7, { tagId: 1, tagName: '党的基本理论', title: '毛泽东思想的形成与发展', status: 2, credited: 300 })],
    },
    {
      tagId: 3,
      tagName: '党史学习',
      lessons: [stageItem(8, { title: '长征精神永放光芒' }), stageItem(9, { title: '红船精神与建党伟业', status: 0, credited: 0 })],
    },
  ],
  summary: { requiredCount: 3, completedCount: 1, learningCount: 1, credited: 450, duration: 900 },
  electives: { offered: 9, selectedCount: 1, cap: 3 },
  continue: continueVideo(),
  ...extra,
});

export const electives = (lessons: StageLessonItem[], selectedCount: number, cap: number | null = 3): StageLessons => ({
  stage: { id: 9, name: '2026年春季学期 第一阶段', phaseName: '预备党员培训' },
  kind: 'elective',
  quota: { selectedCount, cap },
  lessons,
});
