import { Type, type Static } from '@sinclair/typebox';
import { Empty } from './common';
import { defineSchemas } from './defineSchemas';
import { LessonTag } from './lesson';

/** The cadre's card on the home page: who they are and what they studied. Seconds as numbers. */
export const CadreCard = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  avatarUrl: Type.String(),
  orgName: Type.String(),
  /** the department the cadre works in (user.college) */
  unit: Type.String(),
  identityName: Type.String(),
  /** credited this calendar year (Beijing time) */
  creditedThisYear: Type.Number(),
  creditedTotal: Type.Number(),
  lessonsCompleted: Type.Integer(),
  lessonCount: Type.Integer(),
  specialsInProgress: Type.Integer(),
  specialsCompleted: Type.Integer(),
  specialCount: Type.Integer(),
});
export type CadreCard = Static<typeof CadreCard>;

export const cadreIndexSchemas = defineSchemas('cadreIndex', {
  lessonTagList: { summary: '干部：获取干部课程分类（含课程数）', body: Empty, data: Type.Array(LessonTag) },
  userInfo: { summary: '干部：首页的干部信息卡片（单位、身份、学时、课程与专题进度）', body: Empty, data: CadreCard },
});
