import { useMemo } from 'react';
import { CadreApi } from '@/api/cadre';

/**
 * The ids of the videos of a cadre special (its stages' videoIds, from cadre/specialDetail,
 * the same cached answer the special's page uses); null while it loads, when the special is not
 * the cadre's (10002) or for specialId 0 (no special). The video page keeps ?special= only on
 * the links to these videos: a chapter of the lesson outside the special leads back to its lesson.
 */
export function useSpecialVideoIds(specialId: number): ReadonlySet<number> | null {
  const special = CadreApi.useSpecialDetailQuery({ specialId }, { skip: specialId <= 0 });
  const stages = specialId > 0 ? special.data?.stages : undefined;
  return useMemo(() => (stages ? new Set(stages.flatMap((stage) => stage.videoIds)) : null), [stages]);
}
