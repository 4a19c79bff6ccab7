import type { LessonItem, VideoItem } from '@contract/lesson';

// Test data for the learning screens (imported by tests only).
export const lessonItem = (id: number, extra: Partial<LessonItem> = {}): LessonItem => ({
  id,
  tagId: 3,
  tagName: '党史学习',
  title: `第${id}课 中国共产党的光辉历程`,
  teacher: '王建华',
  intro: '回顾党的百年奋斗历程。',
  coverUrl: `/uploads/demo/lesson-${id}.svg`,
  required: true,
  videoCount: 3,
  duration: 300,
  credited: 150,
  completedVideos: 1,
  status: 1,
  ...extra,
});

export const videoItem = (id: number, extra: Partial<VideoItem> = {}): VideoItem => ({
  id,
  lessonId: 5,
  title: `第${id}章 开天辟地`,
  sort: id,
  duration: 100,
  position: 0,
  credited: 0,
  coveredRatio: 0,
  completed: false,
  ...extra,
});
