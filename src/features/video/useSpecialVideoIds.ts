import { useMemo } from 'react';
import { CadreApi } from '@/api/cadre';
import { isRefusal } from '@/components/ListStates';

/**
 * The ids of the videos of a cadre special (its stages' videoIds, from cadre/specialDetail,
 * the same cached answer the special's page uses); null while it loads, when the special is not
 * the cadre's (10002) or for specialId 0 (no special). The video page keeps ?special= only on
 * the links to these videos: a chapter of the lesson outside the special leads back to its lesson.
 * `missing`: the server refused the special (it does not exist or is not the cadre's), so the page
 * offers no way back to it.
 */
export function useSpecialVideoIds(specialId: number): { videoIds: ReadonlySet<number> | null; missing: boolean } {
  const special = CadreApi.useSpecialDetailQuery({ specialId }, { skip: specialId <= 0 });
  const stages = specialId > 0 ? special.data?.stages : undefined;
  const videoIds = useMemo(() => (stages ? new Set(stages.flatMap((stage) => stage.videoIds)) : null), [stages]);
  return { videoIds, missing: specialId > 0 && special.isError && isRefusal(special.error) };
}
