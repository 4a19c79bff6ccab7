import type { LessonAudience } from './audience';

export const readingTexts = {
  readings: '延伸阅读',
  none: { learner: '该课程暂无延伸阅读', cadre: '暂无延伸阅读' } as Record<LessonAudience, string>,
} as const;
