/** whose lesson the readings belong to: a learner's course or a cadre lesson */
export type ReadingAudience = 'learner' | 'cadre';

export const readingTexts = {
  readings: '延伸阅读',
  none: { learner: '该课程暂无延伸阅读', cadre: '暂无延伸阅读' } as Record<ReadingAudience, string>,
} as const;
