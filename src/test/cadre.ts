import type { CadreSpecial, SpecialDetail, StageVideo } from '@contract/cadre';
import { CADRE_APP_ID } from '@contract/codes';
import { videoItem } from './lessons';
import { loginResult } from './renderScreen';

// Test data for the cadre screens (imported by tests only).
export const cadreSpecial = (id: number, extra: Partial<CadreSpecial> = {}): CadreSpecial => ({
  id,
  title: '党纪学习教育专题',
  intro: '以学习条例为重点，学纪、知纪、明纪、守纪。',
  coverUrl: `/uploads/demo/cadre-special-${id}.svg`,
  period: '2026年4月—2026年7月',
  stageCount: 2,
  videoCount: 3,
  duration: 300,
  credited: 150,
  completedVideos: 1,
  status: 1,
  ...extra,
});

export const specialDetail = (id: number, extra: Partial<SpecialDetail> = {}): SpecialDetail => ({
  ...cadreSpecial(id),
  stages: [
    { id: 21, title: '第一阶段 逐条学习条例', sort: 1, videoCount: 2, completedVideos: 1, videoIds: [301, 302] },
    { id: 22, title: '第二阶段 以案为鉴', sort: 2, videoCount: 0, completedVideos: 0, videoIds: [] },
  ],
  ...extra,
});

export const stageVideo = (id: number, extra: Partial<StageVideo> = {}): StageVideo => ({
  ...videoItem(id, { lessonId: 38 }),
  lessonTitle: '《中国共产党纪律处分条例》解读',
  teacher: '刘志刚 教授',
  ...extra,
});

/** A cadre's session (appId 5). */
export const cadreLogin = () => loginResult({ appId: CADRE_APP_ID, name: '赵建国' });

/** The cadre lesson tags (cadreIndex/lessonTagList). */
export const cadreTags = [
  { id: 7, name: '理想信念', lessonCount: 2 },
  { id: 9, name: '廉洁从政', lessonCount: 3 },
];

/** One page of a paged answer. */
export const pageOf = <T>(list: T[], total = list.length, pageNum = 1, pageSize = 12) => ({ list, total, pageNum, pageSize });
