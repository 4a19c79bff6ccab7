import { Type, type Static } from '@sinclair/typebox';
import { Empty, Nullable } from './common';
import type { EndpointSchema } from './defineSchemas';

// The caller's graduation status for their training stage (`user/graduation`): each requirement
// computed from the learning, topic, exam and write-up records, never stored by hand. The stage
// plan has no required-hours figure, so there is no hours line.

export const GraduationKey = Type.Union([Type.Literal('lessons'), Type.Literal('topic'), Type.Literal('exam'), Type.Literal('homework')]);
export type GraduationKey = Static<typeof GraduationKey>;

export const GraduationLine = Type.Object({
  key: GraduationKey,
  label: Type.String(),
  done: Type.Number({ minimum: 0 }),
  required: Type.Number({ minimum: 0 }),
  /** what done/required count: 门, 份, 次, 篇 */
  unit: Type.String(),
  met: Type.Boolean(),
  /** '' when met; otherwise what is still missing, in words */
  missing: Type.String(),
});
export type GraduationLine = Static<typeof GraduationLine>;

export const GraduationStage = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  phaseId: Type.Integer(),
  phaseName: Type.String(),
});

export const GraduationStatus = Type.Object({
  stage: Nullable(GraduationStage),
  requirements: Type.Array(GraduationLine),
  /** every requirement met (false with no stage) */
  canGraduate: Type.Boolean(),
  /** 可以结业 | 尚未达到结业要求 | 暂未分配培训期次 */
  verdict: Type.String(),
  /** one sentence explaining the verdict */
  note: Type.String(),
});
export type GraduationStatus = Static<typeof GraduationStatus>;

export const userGraduationSchemas = {
  graduation: {
    summary: '当前用户所在培训期次的结业情况（逐项要求与结论）',
    body: Empty,
    data: GraduationStatus,
  },
} satisfies Record<string, EndpointSchema>;
